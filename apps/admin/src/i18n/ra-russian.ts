import russianMessages from 'ra-language-russian';
import type { TranslationMessages } from 'react-admin';

/**
 * react-admin's messages in Russian: `ra-language-russian`, completed with the keys its last
 * release lacks against `ra-language-english` 5 (`i18n.unit.test.ts` names any new gap).
 */
export const raRussian: TranslationMessages = {
  ...russianMessages,
  ra: {
    ...russianMessages.ra,
    guesser: { empty: { title: 'Нет данных для отображения', message: 'Проверьте поставщика данных' } },
  },
};
