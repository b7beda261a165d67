import { type GameResultRecorded, type HeroResult, statGains } from '@arena/domain';
import { addTo, defineProjection, perName } from '../core';
import type { PlayerRecord, PlayerStatsKeys } from './player-stats-keys';

/** Whether `heroes[i]` is the first of its name in the lineup: a hero twice in one lineup is one game with that hero. */
function firstOfName(heroes: readonly HeroResult[], i: number): boolean {
  for (let j = 0; j < i; j++) if (heroes[j].name === heroes[i].name) return false;
  return true;
}

/** A field name per place 1..8 (index 0 unused), from `name(place)`. */
const perPlace = (name: (place: number) => string) => Array.from({ length: 9 }, (_, place) => name(place));

/** Whether `place` has a cached field name (a whole number 1..8, as results post). */
const cachedPlace = (place: number) => Number.isInteger(place) && place >= 1 && place <= 8;

const PLACE_FIELDS = perPlace((place) => `place_${place}`);
const RANKED_PLACE_FIELDS = perPlace((place) => `ranked_place_${place}`);
const godFields = perName((god) => ({
  all: perPlace((place) => `god:${god}:${place}`),
  ranked: perPlace((place) => `ranked_god:${god}:${place}`),
}));
const heroFields = perName((hero) => perPlace((place) => `hero:${hero}:${place}`));
const abilityFields = perName((ability) => ({ places: perPlace((place) => `${ability}:${place}`), icon: `icon:${ability}` }));

/**
 * Each player's stats over every recorded game (ranked or not): games by place, rounds played,
 * Super and Gaben abilities (the domain's `statGains`), games by place with each god and each
 * hero, and of ranked games only games by place, by god and by ability (with the ability's
 * icon), counted with packed HINCRBYs (one command per player and batch) of non-zero figures only;
 * and the record games (`hsetbest`: a later game breaks a record only with a better figure, and a
 * figure of 0 is no record). Writes only. Field names are made once per god, hero and ability.
 */
export const playerStatsProjection = defineProjection<PlayerStatsKeys, GameResultRecorded>('player-stats', {
  GameResultRecorded(writes, keys, { result, rating }, at) {
    const { steamID: steamId, place, heroes } = result;
    const cached = cachedPlace(place);
    const stats = writes.packedCounters(keys.playerStats(steamId));
    const { supers = 0, gabens = 0 } = statGains(result);
    addTo(stats, cached ? PLACE_FIELDS[place] : `place_${place}`);
    if (result.rounds > 0) addTo(stats, 'rounds_played', result.rounds);
    if (supers > 0) addTo(stats, 'supers', supers);
    if (gabens > 0) addTo(stats, 'gabens', gabens);
    const god = cached ? godFields(result.god) : undefined;
    addTo(stats, god ? god.all[place] : `god:${result.god}:${place}`);
    for (let i = 0; i < heroes.length; i++) {
      if (firstOfName(heroes, i)) addTo(stats, cached ? heroFields(heroes[i].name)[place] : `hero:${heroes[i].name}:${place}`);
    }
    if (rating.ranked) {
      // the live site's god and ability stats count ranked games only
      addTo(stats, cached ? RANKED_PLACE_FIELDS[place] : `ranked_place_${place}`);
      addTo(stats, god ? god.ranked[place] : `ranked_god:${result.god}:${place}`);
      const key = keys.playerAbilityStats(steamId);
      let abilities: Map<string, number> | undefined;
      let icons: Map<string, string> | undefined;
      for (const hero of heroes) {
        for (const ability of hero.abilities) {
          const fields = abilityFields(ability.name);
          addTo((abilities ??= writes.packedCounters(key)), cached ? fields.places[place] : `${ability.name}:${place}`);
          if (ability.icon) (icons ??= writes.fieldsToSet(key)).set(fields.icon, String(ability.icon));
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
