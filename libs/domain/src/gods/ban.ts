import { GODS_BY_ID } from '../catalog';
import { hasPlus, type PartnerPlusSource, type PlusSlice } from '../plus';
import { DomainError, type Decision } from '../shared/decision';
import type { StoreSlice } from '../store';
import type { GodBanChanged } from './events';
import type { GodFlagsTable } from './flags';
import { godOwnership } from './ownership';
import type { GodsSlice } from './state';

/** Ban a god from the player's own pool (`banned: true`) or lift the ban (`banned: false`). */
export interface SetGodBanned {
  type: 'SetGodBanned';
  godId: string;
  banned: boolean;
  /**
   * When it is decided, in ms since the epoch (whether Plus makes a Plus-exclusive god owned).
   * Named `at`, not `now`: a ban sets off no progression (no login reward, no quest).
   */
  at: number;
  /**
   * The gods' global flags (which are free, which Plus-exclusive), read by the handler from the
   * `catalog` stream at the request (docs/architecture.md "Rules that span streams").
   */
  godFlags: GodFlagsTable;
}

/** What a ban answers: the god and whether it is banned after the command. */
export interface GodBanAnswer {
  godId: string;
  banned: boolean;
}

/**
 * Bans a god from the player's own pool or lifts the ban (docs/game-rules.md "God bans"). A god
 * is banned only while owned (see `godOwnership`: a card, free, or Plus-exclusive with Plus at
 * `at`, by the command's `godFlags`); a ban is lifted whether or not the god is still owned. Asking for what already holds
 * decides nothing and answers the same (a retry changes nothing).
 * @throws DomainError `god_not_found` (not a god of the catalog), `god_not_owned` (banning a god
 *         the player does not own).
 */
export function decideSetGodBanned(
  command: SetGodBanned,
  state: GodsSlice & Pick<StoreSlice, 'inventory'> & PlusSlice & PartnerPlusSource,
): Decision<GodBanChanged, GodBanAnswer> {
  const { godId, banned } = command;
  if (!GODS_BY_ID.has(godId)) throw new DomainError('god_not_found', `No god with id ${godId}`);
  const answer = { godId, banned };
  if (state.bannedGods.has(godId) === banned) return { events: [], answer };
  if (
    banned &&
    !godOwnership({ inventory: state.inventory, hasPlus: hasPlus(state, command.at), godFlags: command.godFlags }, godId).owned
  ) {
    throw new DomainError('god_not_owned', 'The player does not own this god');
  }
  return { events: [{ type: 'GodBanChanged', data: { godId, banned } }], answer };
}
