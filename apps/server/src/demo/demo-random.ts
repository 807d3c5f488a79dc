/** A small seeded random generator (mulberry32), so the demo workspace is the same on every run. */
export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** A heavy-tailed count (most posts get a little engagement, a few a lot). */
  skewed(max: number): number;
}

export function seededRandom(seedText: string): Random {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + (char.codePointAt(0) ?? 0)) | 0;
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
    skewed: (max) => Math.floor(Math.expm1(next() ** 2 * Math.log1p(max))),
  };
  return random;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .slice(0, 60);
}
