/** Events of the gods feature on the `player-{steamId}` stream. */
export type GodsEvent = GodProgressGained | GodBanChanged;

/** Why a god's progress grew: a duplicate god card from a god chest, or a game. */
export type GodProgressReason = 'duplicate_card' | 'game';

/**
 * Progress towards a god's gold card grew by `amount` (points; docs/game-rules.md "God progress": a god
 * chest turns a duplicate god card into +5). `ref` is what it relates to (the chest id for a
 * duplicate card, a match id for a game); null when nothing.
 */
export interface GodProgressGained {
  type: 'GodProgressGained';
  data: { godId: string; amount: number; reason: GodProgressReason; ref: string | null };
}

/**
 * The player banned a god from their own pool (`banned: true`) or lifted the ban
 * (`banned: false`); docs/game-rules.md "God bans". Written only when the ban changes.
 */
export interface GodBanChanged {
  type: 'GodBanChanged';
  data: { godId: string; banned: boolean };
}

/**
 * On the `catalog` stream: an admin set a god's global flags (docs/game-rules.md "Global god
 * flags"); the data holds every flag after the change, and the admin's optional `reason` (the
 * admin is the event's actor). Written only when a flag changes.
 */
export interface GodFlagsChanged {
  type: 'GodFlagsChanged';
  data: { godId: string; enabled: boolean; free: boolean; plusExclusive: boolean; reason: string | null };
}
