/** Case- and accent-insensitive text for searching names in either language and ids. */
function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_\-']+/g, ' ')
    .trim();
}

/** Whether any of `fields` contains `query`, both normalized; an empty query matches everything. */
export function matches(query: string, ...fields: (string | undefined)[]): boolean {
  const q = normalize(query);
  if (!q) return true;
  return fields.some((f) => !!f && normalize(f).includes(q));
}
