import type { ItemCount } from '../catalog';

/** What a code gives and how long and how often it may be used. */
export interface CodeTerms {
  /** The code as players type it, upper case: 4..32 characters of A-Z, 0-9 and `-`. */
  code: string;
  /** Gold it gives (0 for none). */
  gold: number;
  /** Items it gives (packs open into their contents when granted). */
  items: ItemCount[];
  /** When it stops working (ISO-8601 UTC), or null for never. */
  expiresAt: string | null;
  /** How many players may redeem it, or null for no limit. */
  maxUses: number | null;
}

/** Events of a `redemption-code-{code}` stream. */
export type RedemptionCodeEvent = RedemptionCodeCreated | RedemptionCodeLimitsChanged | RedemptionCodeUsed;

/** An admin created the code. */
export interface RedemptionCodeCreated {
  type: 'RedemptionCodeCreated';
  data: CodeTerms & { createdBy: string };
}

/** An admin changed the code's expiry or maximum number of uses (what it gives never changes). */
export interface RedemptionCodeLimitsChanged {
  type: 'RedemptionCodeLimitsChanged';
  data: { code: string; expiresAt: string | null; maxUses: number | null; changedBy: string };
}

/** A player used one of the code's uses; their grant follows on their own stream (`CodeRedeemed`). */
export interface RedemptionCodeUsed {
  type: 'RedemptionCodeUsed';
  data: { code: string; steamId: string; usedAt: string };
}

/** On `player-{steamId}`: the player redeemed the code; its gold and items are granted beside it (reason `code`). */
export interface CodeRedeemed {
  type: 'CodeRedeemed';
  data: { code: string };
}
