/**
 * Seeded randomness for the demo data. Everything the demo platform generates comes from
 * here, never from Math.random, so the same seed always yields the same data.
 */

/** mulberry32: tiny, fast, and good enough for demo data (not for secrets). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes several integers into one 32-bit seed, so each day or product gets its own stream. */
function mixSeed(...parts: number[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    hash = Math.imul(hash ^ (part >>> 0), 0x01000193);
    hash = Math.imul(hash ^ (hash >>> 13), 0x5bd1e995);
    hash ^= hash >>> 15;
  }
  return hash >>> 0;
}

/** A seeded random source with the few helpers the generators need. */
export class Random {
  private readonly next: () => number;

  constructor(...seedParts: number[]) {
    this.next = mulberry32(mixSeed(...seedParts));
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next();
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((acc, [, weight]) => acc + weight, 0);
    let point = this.next() * total;
    for (const [item, weight] of entries) {
      point -= weight;
      if (point < 0) return item;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }
}
