/**
 * Seeded randomness for chest openings. The domain stays pure: the command service draws a
 * 32-bit seed (from a cryptographic source) and passes it in `OpenChest`; `ChestOpened` records
 * it beside the drops, so an opening can be audited and re-rolled to the same drops.
 *
 * The generator is sfc32, Chris Doty-Humphrey's "Small Fast Chaotic" generator from the
 * PractRand test suite (public domain; PractRand `src/RNGs/sfc.cpp`): 128 bits of state
 * (a, b, c and a counter that guarantees a period of at least 2^32), no multiplication, and it
 * passes PractRand and TestU01's BigCrush. Chosen over mulberry32 for its larger state.
 *
 * Seeding (our choice, after PractRand's seeding of sfc32 from a 64-bit seed whose high half is
 * 0): a = 0, b = seed, c = 0, counter = 1, then 15 outputs are discarded so that the seed's
 * bits have spread through the state (sfc32 needs about 7 rounds for that).
 */

/** A source of floats in [0, 1), as `Math.random` gives. */
export type Random = () => number;

/** 2^32: floats are a 32-bit output over this, so they have 32 bits of resolution. */
const TWO_POW_32 = 4_294_967_296;
const WARM_UP_ROUNDS = 15;

/** Whether `value` can seed `sfc32`: an integer in [0, 2^32 - 1]. */
export function isSeed(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < TWO_POW_32;
}

/**
 * The sfc32 generator seeded with a uint32 `seed` (see the module's docstring): each call gives
 * the next float in [0, 1), a multiple of 2^-32. The same seed always gives the same sequence.
 * @throws RangeError when `seed` is not a uint32 (callers check `isSeed` first).
 */
export function sfc32(seed: number): Random {
  if (!isSeed(seed)) throw new RangeError(`sfc32 seed must be a uint32, got ${String(seed)}`);
  let a = 0;
  let b = seed | 0;
  let c = 0;
  let counter = 1;
  const next = (): number => {
    // `| 0` keeps every sum a 32-bit integer, as the C original's uint32 arithmetic does
    const t = (((a + b) | 0) + counter) | 0;
    counter = (counter + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = ((c << 21) | (c >>> 11)) + t;
    c |= 0;
    return (t >>> 0) / TWO_POW_32;
  };
  for (let i = 0; i < WARM_UP_ROUNDS; i++) next();
  return next;
}

/** A uniform index in [0, length): one draw of `random`. @throws RangeError for an empty range. */
export function randomIndex(random: Random, length: number): number {
  if (!Number.isSafeInteger(length) || length < 1) throw new RangeError(`randomIndex needs a positive length, got ${length}`);
  // min guards against a float rounding up to `length` (cannot happen with 32-bit outputs)
  return Math.min(length - 1, Math.floor(random() * length));
}
