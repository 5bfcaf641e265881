/**
 * A small seeded pseudo-random generator (mulberry32): the same seed always gives the same
 * sequence, so the computer's choices can be reproduced.
 */
export type Rng = () => number;

/** Returns a function giving numbers in [0, 1), reproducible for a given 32-bit seed. */
export function createRng(seed: number): Rng {
  let a = (Math.floor(seed) ^ 0x6d2b79f5) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
