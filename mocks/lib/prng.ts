/**
 * A small seeded PRNG (mulberry32) so the catalogue is the same on every machine and every run
 * without committing a giant JSON file: each goods is rebuilt from its own seed on demand.
 */
export type Rng = () => number;

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes a few integers into one seed (so goods 17 and appraisal 3 of goods 17 never collide). */
export function seedOf(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h ^= part >>> 0;
    h = Math.imul(h, 0x01000193) >>> 0;
    h ^= h >>> 13;
  }
  return h >>> 0;
}

export function int(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** k distinct items, order kept as in the source list. */
export function sample<T>(rng: Rng, items: readonly T[], k: number): T[] {
  const chosen = new Set<number>();
  const want = Math.min(k, items.length);
  while (chosen.size < want) chosen.add(Math.floor(rng() * items.length));
  return [...chosen].sort((a, b) => a - b).map((i) => items[i]);
}

export function chance(rng: Rng, p: number): boolean {
  return rng() < p;
}

/** Hex token of the given length for tokens and codes; not cryptographic, this is a demo. */
export function randomHex(length: number): string {
  let out = '';
  while (out.length < length) out += Math.floor(Math.random() * 0x100000000).toString(16).padStart(8, '0');
  return out.slice(0, length);
}
