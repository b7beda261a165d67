/** The map under `key` in a map of maps, created empty when missing. */
export function innerMap<V>(maps: Map<string, Map<string, V>>, key: string): Map<string, V> {
  let map = maps.get(key);
  if (!map) maps.set(key, (map = new Map<string, V>()));
  return map;
}
