import { SnapshotFormatError } from '../shared/snapshot-json';

/**
 * The games a player has recorded, kept to recognise a retried post: per match, the start of
 * the payload's fingerprint and the figures of the first answer.
 *
 * Why a ledger string and not a Map: a player with 10,000 games must load from a snapshot in
 * well under 2 ms, and rebuilding a 10,000-entry Map (or parsing 10,000 JSON arrays) alone
 * takes that long, while one string parses at memory speed and a lookup scans it in tens of
 * microseconds, once per command. Strings are immutable, so every state keeps its own view
 * and appending is cheap (V8 concatenates by reference).
 *
 * An entry is `;{matchId},{ladder},{ladderChange},{ranked 0|1},{coins},{xp},{bpLevel},{fingerprint prefix}`, with
 * `%`, `;` and `,` in the match id and the fingerprint written `%25`, `%3b`, `%2c`: so `;`
 * starts an entry and nothing else, and `;{matchId},` finds exactly that match's entry.
 */

/** Fingerprint characters kept: 16 base64url characters of a SHA-256 are 96 bits. */
export const FINGERPRINT_KEY_LENGTH = 16;

/** What is kept of a recorded game. */
export interface RecordedGame {
  /** The first `FINGERPRINT_KEY_LENGTH` characters of the payload's fingerprint. */
  fingerprint: string;
  ranked: boolean;
  /** Ladder rating after the game. */
  ladder: number;
  ladderChange: number;
  /** Gold the game gave. */
  coins: number;
  /** Battle-pass XP the game gave. */
  xp: number;
  /** Battle-pass level after the game. */
  bpLevel: number;
}

/** The part of a fingerprint a recorded game keeps and a retry is compared on. */
export function fingerprintKey(fingerprint: string): string {
  return fingerprint.slice(0, FINGERPRINT_KEY_LENGTH);
}

const ESCAPED = /[%;,]/g;
const ESCAPES: Readonly<Record<string, string>> = { '%': '%25', ';': '%3b', ',': '%2c' };
const UNESCAPED = /%(25|3b|2c)/g;
const UNESCAPES: Readonly<Record<string, string>> = { '25': '%', '3b': ';', '2c': ',' };

function escapeField(text: string): string {
  return text.replace(ESCAPED, (c) => ESCAPES[c]);
}

function unescapeField(text: string): string {
  return text.replace(UNESCAPED, (_, hex: string) => UNESCAPES[hex]);
}

/** A player's recorded games by match id: an immutable value, like the state that holds it. */
export class RecordedGames {
  static readonly empty = new RecordedGames('');

  private constructor(private readonly ledger: string) {}

  /**
   * The recorded games from `toLedger()`'s text.
   * @throws SnapshotFormatError when the text is not '' and does not start an entry with `;`.
   */
  static fromLedger(ledger: string): RecordedGames {
    if (ledger !== '' && !ledger.startsWith(';')) throw new SnapshotFormatError('gameResults.games: not a ledger of recorded games');
    return ledger === '' ? RecordedGames.empty : new RecordedGames(ledger);
  }

  /** The game recorded for a match id; when a match was recorded twice, the later one. */
  get(matchId: string): RecordedGame | undefined {
    const key = `;${escapeField(matchId)},`;
    let at = this.ledger.indexOf(key);
    if (at < 0) return undefined;
    // indexOf scans about twice as fast as lastIndexOf; the rest of the scan finds a later entry
    for (let later = this.ledger.indexOf(key, at + 1); later >= 0; later = this.ledger.indexOf(key, later + 1)) at = later;
    const end = this.ledger.indexOf(';', at + key.length);
    const [ladder, ladderChange, ranked, coins, xp, bpLevel, fingerprint] = this.ledger
      .slice(at + key.length, end < 0 ? undefined : end)
      .split(',');
    return {
      fingerprint: unescapeField(fingerprint),
      ranked: ranked === '1',
      ladder: Number(ladder),
      ladderChange: Number(ladderChange),
      coins: Number(coins),
      xp: Number(xp),
      bpLevel: Number(bpLevel),
    };
  }

  /** These games and one more; this object is left as it is. */
  with(matchId: string, game: RecordedGame): RecordedGames {
    const figures = `${game.ladder},${game.ladderChange},${game.ranked ? 1 : 0},${game.coins},${game.xp},${game.bpLevel}`;
    return new RecordedGames(`${this.ledger};${escapeField(matchId)},${figures},${escapeField(fingerprintKey(game.fingerprint))}`);
  }

  /** The games as one JSON-safe string, for a snapshot. */
  toLedger(): string {
    return this.ledger;
  }
}
