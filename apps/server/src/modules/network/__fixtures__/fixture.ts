import { readFileSync } from 'node:fs';

/** A recorded-shape answer from this folder (invented people; the shapes follow real LinkedIn and Reddit answers). */
export function fixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')) as unknown;
}
