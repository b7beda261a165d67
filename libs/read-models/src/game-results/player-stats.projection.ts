import { type GameResultRecorded, type HeroResult, statGains } from '@arena/domain';
import { defineProjection } from '../core';
import type { PlayerRecord, PlayerStatsKeys } from './player-stats-keys';

/** Whether `heroes[i]` is the first of its name in the lineup: a hero twice in one lineup is one game with that hero. */
function firstOfName(heroes: readonly HeroResult[], i: number): boolean {
  for (let j = 0; j < i; j++) if (heroes[j].name === heroes[i].name) return false;
  return true;
}

/**
 * Each player's stats over every recorded game (ranked or not): games by place, rounds played,
 * Super and Gaben abilities (the domain's `statGains`), games by place with each god and each
 * hero, and of ranked games only games by place, by god and by ability (with the ability's
 * icon), counted with packed HINCRBYs (one command per player and batch) of non-zero figures only;
 * and the record games (`hsetbest`: a later game breaks a record only with a better figure, and a
 * figure of 0 is no record). Writes only.
 */
export const playerStatsProjection = defineProjection<PlayerStatsKeys, GameResultRecorded>('player-stats', {
  GameResultRecorded(writes, keys, { result, rating }, at) {
    const { steamID: steamId, place, heroes } = result;
    const stats = keys.playerStats(steamId);
    const { supers = 0, gabens = 0 } = statGains(result);
    writes.hincrbyPacked(stats, `place_${place}`, 1);
    if (result.rounds > 0) writes.hincrbyPacked(stats, 'rounds_played', result.rounds);
    if (supers > 0) writes.hincrbyPacked(stats, 'supers', supers);
    if (gabens > 0) writes.hincrbyPacked(stats, 'gabens', gabens);
    writes.hincrbyPacked(stats, `god:${result.god}:${place}`, 1);
    for (let i = 0; i < heroes.length; i++) if (firstOfName(heroes, i)) writes.hincrbyPacked(stats, `hero:${heroes[i].name}:${place}`, 1);
    if (rating.ranked) {
      // the live site's god and ability stats count ranked games only
      writes.hincrbyPacked(stats, `ranked_place_${place}`, 1);
      writes.hincrbyPacked(stats, `ranked_god:${result.god}:${place}`, 1);
      const abilities = keys.playerAbilityStats(steamId);
      for (const hero of heroes) {
        for (const ability of hero.abilities) {
          writes.hincrbyPacked(abilities, `${ability.name}:${place}`, 1);
          if (ability.icon) writes.hset(abilities, { [`icon:${ability.name}`]: ability.icon });
        }
      }
    }

    const records = keys.playerRecords(steamId);
    const game = `${at} ${result.matchID}`;
    const record = (name: PlayerRecord, figure: number) => {
      if (figure > 0) writes.hsetbest(records, name, figure, game);
    };
    record('longest_game', result.endTime);
    record('most_rounds_won', result.wins);
    record('most_supers', supers);
  },
});
