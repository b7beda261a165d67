/** Adds `by` to `field` of a map of counters (a missing field counts from 0). */
export function addTo(counters: Map<string, number>, field: string, by = 1): void {
  counters.set(field, (counters.get(field) ?? 0) + by);
}

/**
 * A cache of what `make` derives from a name (field names of a hero, an ability, a god), made
 * once per name: projections build the same field names for every event. Names are game data (a
 * few hundred); the cache is emptied when it passes `max` entries, so odd names cannot grow it
 * without bound.
 */
export function perName<T>(make: (name: string) => T, max = 4096): (name: string) => T {
  const cache = new Map<string, T>();
  return (name) => {
    let value = cache.get(name);
    if (value === undefined) {
      if (cache.size >= max) cache.clear();
      cache.set(name, (value = make(name)));
    }
    return value;
  };
}
