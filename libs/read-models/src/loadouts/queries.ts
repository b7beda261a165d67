import type Redis from 'ioredis';
import { countersOf, plusFields } from '../core';
import type { GameStartReply } from '@arena/contract';
import { disabledGods, godsView } from '@arena/domain';
import { godFlagsFromHash, type GodKeys } from '../gods';
import type { PlayerKeys } from '../players';
import type { StoreKeys } from '../store';

/** A player's loadout as a game server needs it at the start of a game. */
export type Loadout = GameStartReply['players'][number];

/** What a game server is told at the start of a game: each player's loadout, and the gods disabled for everyone. */
export interface Loadouts {
  players: Loadout[];
  /** Ids of the gods an admin disabled for everyone (docs/game-rules.md "Global god flags"), in catalog order. */
  disabledGods: string[];
}

/** The keys loadouts are read from. */
export type LoadoutKeys = Pick<PlayerKeys, 'player'> & Pick<StoreKeys, 'inventory' | 'equipped'> & GodKeys;

const DOUBLEDOWN = 'doubledown';

/**
 * The loadouts of the players of a starting game, in the order asked, in one round trip: equipped
 * cosmetics (one per group), the gods owned at `now` (`godsView` with the gods' global flags),
 * the gods the player banned from their pool and those disabled for everyone, Plus at `now`, and
 * the double-down items held. A player never seen gets a new player's loadout (`known: false`: the
 * free gods, nothing equipped, no Plus).
 */
export async function readLoadouts(redis: Redis, keys: LoadoutKeys, steamIds: readonly string[], now: Date): Promise<Loadouts> {
  const pipeline = redis.pipeline().hgetall(keys.godFlags);
  for (const steamId of steamIds) {
    // `partner_gaimin`: a connected Gaimin account gives Plus (see plusFields)
    pipeline
      .hmget(keys.player(steamId), 'steam_id', 'plus_expiration', 'partner_gaimin')
      .hgetall(keys.inventory(steamId))
      .hgetall(keys.equipped(steamId))
      .hgetall(keys.godProgress(steamId))
      .hgetall(keys.godBans(steamId));
  }
  const [flagsHash, ...replies] = (await pipeline.exec())!.map(([, reply]) => reply);
  const godFlags = godFlagsFromHash(flagsHash as Record<string, string>);
  const disabled = disabledGods(godFlags);
  const players = steamIds.map((steamId, i) => {
    const [id, plusExpiration, partnerAccount] = replies[5 * i] as (string | null)[];
    const inventory = countersOf(replies[5 * i + 1] as Record<string, string>);
    const equipped = replies[5 * i + 2] as Record<string, string>;
    const godProgress = countersOf(replies[5 * i + 3] as Record<string, string>);
    const bannedGods = new Set(Object.keys(replies[5 * i + 4] as Record<string, string>));
    const { has_plus } = plusFields(plusExpiration, now, partnerAccount);
    return {
      steam_id: steamId,
      known: id !== null,
      has_plus,
      equipped: Object.entries(equipped).map(([group, itemId]) => ({ group, item_id: itemId })),
      gods: godsView({ inventory, godProgress }, has_plus, godFlags)
        .filter((god) => god.owned)
        .map((god) => god.godId),
      // the catalog's order; a ban of a god no longer owned is kept (docs/game-rules.md "God bans"),
      // and a god disabled for everyone is banned for every player ("Global god flags")
      banned_gods: godsView({ inventory, godProgress, bannedGods }, has_plus, godFlags)
        .filter((god) => god.banned || !god.enabled)
        .map((god) => god.godId),
      doubledowns: Math.max(0, inventory.get(DOUBLEDOWN) ?? 0),
    };
  });
  return { players, disabledGods: disabled };
}
