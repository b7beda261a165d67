import type { KeySchema } from '../core';

/** The site content's keys under a version's prefix: one hash per kind, record id -> the record as JSON (the domain's shape). */
export interface ContentKeys {
  tournaments: string;
  changelog: string;
  announcements: string;
}

export const contentKeys: KeySchema<ContentKeys> = (prefix) => ({
  tournaments: `${prefix}content:tournaments`,
  changelog: `${prefix}content:changelog`,
  announcements: `${prefix}content:announcements`,
});
