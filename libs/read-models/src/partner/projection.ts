import type { GameResultRecorded, PartnerLinked, PlayerRegistered } from '@arena/domain';
import { defineProjection, steamIdOfStream } from '../core';
import type { PlayerKeys } from '../players';
import { usernameKey, type PartnerKeys } from './keys';

/** The profile field holding the Gaimin account id a player connected (absent: none). */
export const PARTNER_GAIMIN_FIELD = 'partner_gaimin';

/** The keys the partner projections write: the username index and the player's profile hash. */
export type PartnerProjectionKeys = PartnerKeys & Pick<PlayerKeys, 'player'>;

/**
 * A player's partner link (docs/game-rules.md "Partner link"): `partner_gaimin` (the Gaimin account id) on the
 * profile hash, which makes `has_plus` true while it is there (see `plusFields`) and answers the
 * Gaimin check. There is no unlink yet, so the field is never removed. Writes only.
 */
export const partnerProjection = defineProjection<PartnerProjectionKeys, PartnerLinked>('partner', {
  PartnerLinked(writes, keys, data, _decidedAt, event) {
    // the event leaves the player's id out: it is the stream's
    const steamId = steamIdOfStream(event.stream);
    if (steamId) writes.hset(keys.player(steamId), { [PARTNER_GAIMIN_FIELD]: data.accountId });
  },
});

/**
 * The username index of the rating check (`POST /api/players/tournaments/checkMMRs`): each name a
 * player registers with or plays a game under, trimmed and lower-cased, points at that player;
 * a name taken by several players points at the latest. Names are never removed (a projection
 * cannot read which name a player had before); the check compares the player's current name
 * instead. Players who asked not to be tracked should be left out: no such flag exists yet
 * (docs/game-rules.md "Not in the code yet"), so nobody is. Writes only.
 */
export const usernameIndexProjection = defineProjection<PartnerProjectionKeys, PlayerRegistered | GameResultRecorded>('username-index', {
  PlayerRegistered(writes, keys, data) {
    const name = usernameKey(data.displayName);
    if (name) writes.hset(keys.usernames, { [name]: data.steamId });
  },
  GameResultRecorded(writes, keys, { result }) {
    const name = usernameKey(result.username);
    if (name) writes.hset(keys.usernames, { [name]: result.steamID });
  },
});
