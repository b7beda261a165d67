import type { GameDetail } from '../../shared/api/types';

/** One player in the summary the copy button copies: `playerId` is the place - 1. */
export interface CopiedPlayer {
  playerId: number;
  god: string;
  heroes: { name: string; abilities: { name: string; level: number }[] }[];
}

/**
 * The specification's summary of a game, as the game page's copy button copies it: per player
 * (in place order) its index (place - 1), god, and heroes with their names and their abilities'
 * names and levels; nothing else of the answer.
 */
export function copiedSummary(game: GameDetail): CopiedPlayer[] {
  return [...game.players]
    .sort((a, b) => a.place - b.place)
    .map((player) => ({
      playerId: player.place - 1,
      god: player.god,
      heroes: player.heroes.map((hero) => ({
        name: hero.hero_name,
        abilities: hero.abilities.map((ability) => ({ name: ability.ability_name, level: ability.ability_level })),
      })),
    }));
}
