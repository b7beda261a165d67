import englishMessages from 'ra-language-english';
import { en } from './en';
import { raChinese } from './ra-chinese';
import { raRussian } from './ra-russian';
import { ru } from './ru';
import { zh } from './zh';

/** Every key path of a message tree whose leaves are strings. */
function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
  );
}

/** The placeholders (`%{name}`) of every message, by key path. */
function placeholders(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [
          [
            `${prefix}${key}`,
            [...value.matchAll(/%\{(\w+)\}/g)]
              .map((m) => m[1])
              .sort()
              .join(','),
          ],
        ]
      : placeholders(value as object, `${prefix}${key}.`),
  );
}

describe('the console speaks English, Chinese and Russian in full', () => {
  const reactAdmin = keys(englishMessages).sort();
  const ours = keys(en).sort();

  test.each([
    ['Chinese', raChinese],
    ['Russian', raRussian],
  ])("react-admin's messages in %s have every key of ra-language-english", (_, messages) => {
    expect(reactAdmin.filter((key) => !keys(messages).includes(key))).toEqual([]);
  });

  test.each([
    ['Chinese', zh],
    ['Russian', ru],
  ])('our own texts in %s have every key of the English ones, and no other', (_, messages) => {
    expect(keys(messages).sort()).toEqual(ours);
  });

  test.each([
    ['Chinese', zh],
    ['Russian', ru],
  ])('each of our %s texts fills the same placeholders as the English one', (_, messages) => {
    // react-admin's packs are left as published (Russian plural forms name %{smart_count} once)
    const english = placeholders(en);
    const other = new Map(placeholders(messages));
    const differing = english.filter(([key, names]) => other.has(key) && other.get(key) !== names).map(([key]) => key);
    expect(differing).toEqual([]);
  });
});
