/**
 * A translated sentence with one link in it, marked `<link>...</link>` (so each language places
 * the link where its grammar wants it): the text before, the link's text and the text after.
 * A sentence without the marks is all text. Pure: unit-tested in `linked-text.unit.test.ts`.
 */
export function linkParts(text: string): { before: string; link: string; after: string } | null {
  const match = /^([\s\S]*?)<link>([\s\S]*?)<\/link>([\s\S]*)$/.exec(text);
  if (!match || match[2] === '') return null;
  return { before: match[1], link: match[2], after: match[3] };
}
