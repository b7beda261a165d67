import { isEventOf, type StreamEvent } from '../shared/decider';
import { snapshotField, snapshotObject, SnapshotFormatError } from '../shared/snapshot-json';
import type { ChestOpened } from './events';

/** A unique chest's bag: the commons drawn since it was last full, and misses per tier. */
export interface UniqueChestBag {
  drawn: ReadonlySet<string>;
  /** Openings in a row without a hit, by tier (a tier never rolled is absent: 0). */
  misses: ReadonlyMap<string, number>;
}

/**
 * The chests feature's part of the player state. Maps, because chest ids come from players:
 * `constructor` must find nothing.
 */
export interface ChestsSlice {
  /** How many chests of each id the player opened. */
  chestsOpened: ReadonlyMap<string, number>;
  /** The bag of each unique chest the player opened. */
  uniqueChestBags: ReadonlyMap<string, UniqueChestBag>;
}

export const initialChestsSlice: ChestsSlice = { chestsOpened: new Map(), uniqueChestBags: new Map() };

/**
 * Folds `ChestOpened`: one more opening of the chest and, for a unique chest, its bag (the
 * commons drawn added, or only them after a refill; the misses recorded). Other events give the
 * slice back as it is (the same object).
 */
export function evolveChestsSlice(slice: ChestsSlice, event: StreamEvent): ChestsSlice {
  if (!isEventOf<ChestOpened>(event, 'ChestOpened')) return slice;
  const { chestId, unique } = event.data;
  const chestsOpened = new Map(slice.chestsOpened);
  chestsOpened.set(chestId, (chestsOpened.get(chestId) ?? 0) + 1);
  if (!unique) return { ...slice, chestsOpened };
  const before = unique.bagRefilled ? [] : [...(slice.uniqueChestBags.get(chestId)?.drawn ?? [])];
  const uniqueChestBags = new Map(slice.uniqueChestBags);
  uniqueChestBags.set(chestId, { drawn: new Set([...before, ...unique.drawn]), misses: new Map(Object.entries(unique.misses)) });
  return { chestsOpened, uniqueChestBags };
}

/**
 * The slice as JSON for a snapshot: `{ chestsOpened: [[chestId, count]], uniqueChestBags:
 * [[chestId, [drawn ids], [[tier, misses]]]] }`.
 */
export function encodeChestsSlice(slice: ChestsSlice): unknown {
  return {
    chestsOpened: [...slice.chestsOpened],
    uniqueChestBags: [...slice.uniqueChestBags].map(([chestId, { drawn, misses }]) => [chestId, [...drawn], [...misses]]),
  };
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isCountEntry = (value: unknown): value is [string, number] =>
  Array.isArray(value) && value.length === 2 && isString(value[0]) && isCount(value[1]);

function malformed(key: string): never {
  throw new SnapshotFormatError(`chests.${key}: malformed entry`);
}

function decodeBag(row: unknown): [string, UniqueChestBag] {
  if (!Array.isArray(row) || row.length !== 3 || !isString(row[0]) || !Array.isArray(row[1]) || !Array.isArray(row[2]))
    return malformed('uniqueChestBags');
  const [chestId, drawn, misses] = row as [string, unknown[], unknown[]];
  if (!drawn.every(isString) || !misses.every(isCountEntry)) return malformed('uniqueChestBags');
  return [chestId, { drawn: new Set(drawn), misses: new Map(misses) }];
}

/**
 * The slice from `encodeChestsSlice`'s JSON.
 * @throws SnapshotFormatError when the JSON is not of that shape.
 */
export function decodeChestsSlice(json: unknown): ChestsSlice {
  const object = snapshotObject(json, 'chests');
  const opened = snapshotField(object, 'chestsOpened', 'array', 'chests');
  if (!opened.every(isCountEntry)) return malformed('chestsOpened');
  return {
    chestsOpened: new Map(opened),
    uniqueChestBags: new Map(snapshotField(object, 'uniqueChestBags', 'array', 'chests').map(decodeBag)),
  };
}
