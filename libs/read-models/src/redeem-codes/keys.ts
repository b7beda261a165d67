import type { KeySchema } from '../core';

/** The redeem codes' keys under a version's prefix. */
export interface RedeemCodeKeys {
  /** Hash: code -> what it gives, who created it and when, as JSON (`StoredCode`). */
  codes: string;
  /** Hash: code -> its limits as JSON (`StoredLimits`), as created or last changed. */
  codeLimits: string;
  /** Hash: code -> how many players used it. */
  codeUses: string;
  /** Hash per code: Steam id -> when the player took a use (ISO-8601); a player redeems a code once. */
  codeRedemptions(code: string): string;
}

export const redeemCodeKeys: KeySchema<RedeemCodeKeys> = (prefix) => ({
  codes: `${prefix}codes`,
  codeLimits: `${prefix}codes:limits`,
  codeUses: `${prefix}codes:uses`,
  codeRedemptions: (code) => `${prefix}codes:redemptions:${code}`,
});
