import type { GameResultRecorded, PlayerRegistered, UserTypeChanged } from '@arena/domain';
import { defineProjection } from '../core';
import type { PlayerKeys } from './keys';

/**
 * The player profile: the hash a registration creates, and the fields and counters each game
 * result updates (name, last game, ladder and hidden MMR, games, rounds won; ranked games,
 * place sum, first places and top fours when ranked), plus the per-god counters, and the user
 * type each `UserTypeChanged` sets (the profile's `user_type`). Writes only.
 */
export const playersProjection = defineProjection<PlayerKeys, PlayerRegistered | GameResultRecorded | UserTypeChanged>('players', {
  PlayerRegistered(writes, keys, data, at) {
    const key = keys.player(data.steamId);
    writes.hset(key, { steam_id: data.steamId });
    writes.hsetnx(key, 'username', data.displayName);
    writes.hsetnx(key, 'created_at', at);
  },

  GameResultRecorded(writes, keys, { result, rating }, at) {
    const player = keys.player(result.steamID);
    writes.hset(player, {
      steam_id: result.steamID,
      username: result.username,
      last_game_at: at,
      ladder: rating.ladderAfter,
      mmr: rating.mmrAfter,
    });
    writes.hsetnx(player, 'created_at', at);
    writes.hincrby(player, 'games_played', 1);
    writes.hincrby(player, 'rounds_won', result.wins);
    if (rating.ranked) {
      writes.hincrby(player, 'ranked_games', 1);
      writes.hincrby(player, 'place_sum', result.place);
      if (result.place === 1) writes.hincrby(player, 'first_places', 1);
      if (result.place <= 4) writes.hincrby(player, 'top_fours', 1);
    }
    writes.hincrby(keys.playerGods(result.steamID), `${result.god}:games`, 1);
    if (result.place === 1) writes.hincrby(keys.playerGods(result.steamID), `${result.god}:first`, 1);
  },

  UserTypeChanged(writes, keys, data) {
    writes.hset(keys.player(data.steamId), { user_type: data.userType });
  },
});
