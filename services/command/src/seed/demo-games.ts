import { GODS, PlayerResult, SPELLS, GameSummary } from '@arena/domain';

/**
 * Demo games of the same shape as the real ones game servers post, made from the game data.
 * Deterministic for a seed, so `npm start` loads the same demo data on every machine.
 */

export interface DemoGame {
  summary: GameSummary;
  /** One payload per player, in the order a game server posts them (first eliminated first). */
  results: PlayerResult[];
}

export interface DemoPlayer {
  steamId: string;
  username: string;
}

const NAME_PARTS = [
  'Storm',
  'Ember',
  'Frost',
  'Void',
  'Tiny',
  'Sun',
  'Moon',
  'Rune',
  'Aegis',
  'Ogre',
  'Pudge',
  'Mango',
  'Wraith',
  'Axe',
  'Lina',
  'Jugg',
];
const NAME_ENDS = ['fan', 'lord', 'queen', 'walker', 'master', 'x', 'bae', 'god', 'ling', 'smith', 'ninja', 'wolf'];

/** A small seeded PRNG (mulberry32): uniform floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` demo players with Steam-like ids and names. */
export function demoPlayers(count: number, random: () => number): DemoPlayer[] {
  return Array.from({ length: count }, (_, i) => ({
    steamId: String(76561198900000000n + BigInt(i)),
    username: `${pick(NAME_PARTS, random)}${pick(NAME_ENDS, random)}${i % 3 === 0 ? i : ''}`,
  }));
}

const HEROES = [...new Set(SPELLS.map((spell) => spell.hero))].map((hero) => `npc_dota_hero_${hero}`);

/** Ability points from duplicates: mostly 1..3, sometimes Super (6+), rarely Gaben (9). */
function abilityLevel(random: () => number): number {
  const roll = random();
  if (roll < 0.03) return 9;
  if (roll < 0.15) return 6 + Math.floor(random() * 3);
  return 1 + Math.floor(random() * 5);
}

/**
 * One 8-player game: places shuffled, heroes and spells drawn from the pool, the `players`
 * list showing who had lost when each player finished.
 */
export function demoGame(matchId: string, players: DemoPlayer[], random: () => number): DemoGame {
  // seats[0] wins, seats[7] is eliminated first
  const seats = shuffle([...players], random).slice(0, 8);
  const winnerRounds = 20 + Math.floor(random() * 12);
  const results = seats.map((player, index): PlayerResult => {
    const place = index + 1;
    // the winner and the runner-up play the last round together
    const rounds = place === 1 ? winnerRounds : winnerRounds - (place - 2) - Math.floor(random() * 2);
    const wins = Math.round(rounds * (0.7 - place * 0.04) * (0.8 + random() * 0.4));
    const eliminated = new Set(seats.slice(place).map((p) => p.steamId));
    if (place !== 1) eliminated.add(player.steamId);
    return {
      steamID: player.steamId,
      username: player.username,
      matchID: matchId,
      playerID: index,
      place,
      god: pick(GODS, random).id,
      rounds,
      // rounds never grow with the place, so a better place always finishes later
      endTime: Math.round((rounds * 78 - place * 2 + random()) * 1000) / 1000,
      wins,
      losses: rounds - wins,
      team: 6 + index,
      ranked: true,
      heroes: Array.from({ length: 5 }, (_, slot) => ({
        name: pick(HEROES, random),
        tier: 5 - slot,
        abilities: Array.from({ length: 4 - Math.floor(random() * (slot + 1) * 0.6) }, () => {
          const spell = pick(SPELLS, random);
          return { name: spell.id, level: abilityLevel(random), isUltimate: spell.ultimate, icon: spell.id.replace(/^custom_/, '') };
        }),
      })),
      players: seats.map((p) => ({ steamID: p.steamId, mmr: 1000, hasLost: eliminated.has(p.steamId) })),
    };
  });
  results.reverse();
  const last = results[results.length - 1];
  return {
    summary: { matchID: matchId, duration: Math.ceil(last.endTime + 3), rounds: winnerRounds, cheatsEnabled: false },
    results,
  };
}

/** `count` demo games among a pool of demo players, match ids counting up from `firstMatchId`. */
export function demoGames(count: number, seed: number, firstMatchId = 7_000_000_000): DemoGame[] {
  const random = seededRandom(seed);
  const players = demoPlayers(40, random);
  return Array.from({ length: count }, (_, i) => demoGame(String(firstMatchId + i), players, random));
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)];
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}
