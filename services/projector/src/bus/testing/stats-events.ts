import { randomUUID } from 'node:crypto';
import type { EventStore } from '@arena/eventstore';
import type {
  ChestOpened,
  CodeRedeemed,
  GameResultRecorded,
  GameSummaryRecorded,
  GoldChanged,
  HeroResult,
  ItemPurchased,
  OrderPaid,
  OrderRefunded,
} from '@arena/domain';

type StatsEvent =
  GameResultRecorded | GameSummaryRecorded | GoldChanged | ItemPurchased | ChestOpened | CodeRedeemed | OrderPaid | OrderRefunded;

const HEROES = ['axe', 'lina', 'pudge', 'sniper', 'zeus', 'tiny'];
const GODS = ['rix', 'zeus', 'cloudGod'];
/** Ladder ratings before the game: several rank brackets. */
const LADDER = [0, 900, 1_700, 2_600, 3_900];
/** Results of a game, the first in first place. */
const PLAYERS_PER_GAME = 4;

/** A hero as a game reports it: its tier and its abilities' icons are the same in every game (game data). */
function hero(name: string, level: number): HeroResult {
  return {
    name: `npc_dota_hero_${name}`,
    tier: 1 + (HEROES.indexOf(name) % 5),
    abilities: [
      { name: `${name}_ult`, level, isUltimate: true, icon: `${name}_ult.png` },
      { name: `${name}_skill`, level: 1 + (level % 4), isUltimate: false, icon: `${name}_skill.png` },
    ],
  };
}

/**
 * Appends `games` games (results of 4 players on their streams, then the game's summary) an hour
 * and a few minutes apart over several UTC days, and the economy around them (gold, purchases,
 * chest openings, codes, orders paid and refunded): every event type the statistics project.
 * @returns the position of the last event.
 */
export async function appendStatsEvents(store: EventStore, games: number, startMs = Date.UTC(2025, 2, 1, 9)): Promise<number> {
  let head = 0;
  const append = async (stream: string, event: StatsEvent, at: number) => {
    const decidedAt = new Date(at).toISOString();
    const id = randomUUID();
    head = (await store.append(stream, [{ id, type: event.type, data: event.data, metadata: { decidedAt, correlationId: id } }], 'any'))
      .position;
  };
  for (let game = 0; game < games; game++) {
    const at = startMs + game * 67 * 60_000;
    const matchID = `m${game}`;
    for (let place = 1; place <= PLAYERS_PER_GAME; place++) {
      const player = (game * 3 + place) % 10;
      const steamID = `7656119800000${String(player).padStart(4, '0')}`;
      const ladderBefore = LADDER[(game + place) % LADDER.length];
      const heroes = [
        hero(HEROES[(game + place) % HEROES.length], 1 + ((game * place) % 10)),
        hero(HEROES[(game + 2 * place) % HEROES.length], 3),
      ];
      const result: GameResultRecorded['data']['result'] = {
        steamID,
        username: `player ${player}`,
        matchID,
        playerID: place,
        place,
        god: GODS[(game + place) % GODS.length],
        rounds: 20 + place,
        endTime: 900 + place,
        wins: 10 - place,
        losses: place,
        team: 0,
        ranked: game % 4 !== 3,
        heroes,
        players: [],
      };
      const rating: GameResultRecorded['data']['rating'] = {
        ranked: result.ranked,
        multiplier: 1,
        ladderBefore,
        ladderAfter: ladderBefore + 10 - place * 5,
        mmrBefore: ladderBefore,
        mmrAfter: ladderBefore + 10 - place * 5,
        godMmrBefore: 1_000,
        godMmrAfter: 1_000,
      };
      const stream = `player-${steamID}`;
      await append(stream, { type: 'GameResultRecorded', data: { result, fingerprint: `fp-${matchID}-${steamID}`, rating } }, at + place);
      await append(
        stream,
        { type: 'GoldChanged', data: { amount: 50 - place * 10, balance: 1_000, reason: 'game', ref: matchID } },
        at + place,
      );
      if ((game + place) % 3 === 0) {
        const itemId = `avatar_${place}`;
        await append(stream, { type: 'ItemPurchased', data: { itemId, price: 100 * place, saleId: null, day: '2025-03-01' } }, at + 9);
        await append(
          stream,
          { type: 'GoldChanged', data: { amount: -100 * place, balance: 900, reason: 'purchase', ref: itemId } },
          at + 9,
        );
      }
      if ((game + place) % 4 === 0) {
        const drops = [{ itemId: `emote_${game % 3}`, count: 1, duplicate: game % 2 === 0, refundGold: game % 2 === 0 ? 20 : 0 }];
        await append(
          stream,
          { type: 'ChestOpened', data: { chestId: 'chest_basic', seed: game, openedAt: new Date(at).toISOString(), drops, unique: null } },
          at + 11,
        );
      }
      if ((game + place) % 7 === 0) await append(stream, { type: 'CodeRedeemed', data: { code: `CODE-${game % 2}` } }, at + 13);
    }
    await append(
      `game-${matchID}`,
      {
        type: 'GameSummaryRecorded',
        data: { summary: { matchID, duration: 1_200 + game, rounds: 22, cheatsEnabled: false }, fingerprint: `fp-${matchID}` },
      },
      at + 20,
    );
    if (game % 5 === 0) {
      const order = `order-o${game}`;
      await append(
        order,
        { type: 'OrderPaid', data: { providerEventId: `evt-${game}`, paymentId: `pay-${game}`, amountUsdCents: 499 } },
        at + 30,
      );
      if (game % 10 === 0) {
        const refund = {
          providerEventId: `evt-r${game}`,
          refundId: `re-${game}`,
          amountUsdCents: 499,
          full: true,
          reason: 'asked',
          actor: 'support',
        };
        await append(order, { type: 'OrderRefunded', data: refund }, at + 40);
      }
    }
  }
  return head;
}
