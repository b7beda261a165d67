/** A text in the two languages the site ships: English and Simplified Chinese. */
export interface Localized {
  en: string;
  /** Simplified Chinese. */
  cn: string;
}
