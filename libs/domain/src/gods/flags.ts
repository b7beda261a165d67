import { GODS, GODS_BY_ID } from '../catalog';
import { DomainError, type Decision } from '../shared/decision';
import { isEventOf, type StreamEvent } from '../shared/decider';
import { FREE_GODS, PLUS_EXCLUSIVE_GODS } from './data';
import type { GodFlagsChanged } from './events';

/**
 * A god's global flags (docs/game-rules.md "Global god flags"): offered in games at all
 * (`enabled`), owned by everyone (`free`), owned while Plus lasts (`plusExclusive`).
 */
export interface GodFlags {
  enabled: boolean;
  free: boolean;
  plusExclusive: boolean;
}

/** Every god's flags by god id (a Map: god ids come from requests; `constructor` finds nothing). */
export type GodFlagsTable = ReadonlyMap<string, GodFlags>;

/**
 * The flags before any admin acted: every god enabled, `FREE_GODS` free and
 * `PLUS_EXCLUSIVE_GODS` Plus-exclusive. What the `catalog` stream starts from.
 */
export const DEFAULT_GOD_FLAGS: GodFlagsTable = new Map(
  GODS.map((god) => [god.id, { enabled: true, free: FREE_GODS.includes(god.id), plusExclusive: PLUS_EXCLUSIVE_GODS.includes(god.id) }]),
);

const NO_FLAGS: GodFlags = { enabled: true, free: false, plusExclusive: false };

/** A god's flags in `table`; an id the gods catalog does not know: enabled, neither free nor Plus-exclusive. */
export function godFlagsOf(table: GodFlagsTable, godId: string): GodFlags {
  return table.get(godId) ?? NO_FLAGS;
}

/** The ids of the gods disabled for everyone, in catalog order. */
export function disabledGods(table: GodFlagsTable): string[] {
  return GODS.filter((god) => !godFlagsOf(table, god.id).enabled).map((god) => god.id);
}

/** The god flags' part of the `catalog` stream's state. */
export interface GodFlagsSlice {
  godFlags: GodFlagsTable;
}

export const initialGodFlagsSlice: GodFlagsSlice = { godFlags: DEFAULT_GOD_FLAGS };

/** Folds `GodFlagsChanged`; other events give the slice back as it is (the same object). */
export function evolveGodFlagsSlice(slice: GodFlagsSlice, event: StreamEvent): GodFlagsSlice {
  if (!isEventOf<GodFlagsChanged>(event, 'GodFlagsChanged')) return slice;
  const { godId, enabled, free, plusExclusive } = event.data;
  return { godFlags: new Map(slice.godFlags).set(godId, { enabled, free, plusExclusive }) };
}

/** An admin sets some of a god's flags (the others stay), with an optional reason. */
export interface SetGodFlags {
  type: 'SetGodFlags';
  godId: string;
  changes: Partial<GodFlags>;
  reason: string | null;
}

/** What a change of flags answers: the god and its flags after the command. */
export interface GodFlagsAnswer extends GodFlags {
  godId: string;
}

/**
 * Sets a god's global flags (docs/game-rules.md "Global god flags"). Only the flags given
 * change, so two admins changing different flags at once keep both changes; asking for what
 * already holds decides nothing (a retry changes nothing).
 * @throws DomainError `god_not_found` (not a god of the catalog), `invalid_god_flags` (free and
 *         Plus-exclusive at once).
 */
export function decideSetGodFlags(command: SetGodFlags, slice: GodFlagsSlice): Decision<GodFlagsChanged, GodFlagsAnswer> {
  const { godId } = command;
  if (!GODS_BY_ID.has(godId)) throw new DomainError('god_not_found', `No god with id ${godId}`);
  const before = godFlagsOf(slice.godFlags, godId);
  const after: GodFlags = {
    enabled: command.changes.enabled ?? before.enabled,
    free: command.changes.free ?? before.free,
    plusExclusive: command.changes.plusExclusive ?? before.plusExclusive,
  };
  if (after.free && after.plusExclusive) throw new DomainError('invalid_god_flags', 'A god cannot be both free and Plus-exclusive');
  const answer = { godId, ...after };
  const same = after.enabled === before.enabled && after.free === before.free && after.plusExclusive === before.plusExclusive;
  if (same) return { events: [], answer };
  return { events: [{ type: 'GodFlagsChanged', data: { godId, ...after, reason: command.reason } }], answer };
}
