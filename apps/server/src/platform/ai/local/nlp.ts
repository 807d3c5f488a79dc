import { ownValue } from '@inroad/contracts/records';
import { clipText } from '@inroad/contracts/text';
import type { ItsFunction, WinkMethods } from 'wink-nlp';
import { type Analysis, LEMMA_OVERRIDES, type Sentence, type Token } from './analysis.ts';
import { readFast } from './fast-reader.ts';
import { deepReader } from './wink-readers.ts';

export type { Analysis, Sentence, Token } from './analysis.ts';

/** Straightens quotes, drops zero-width characters and the feed's "…see more" tail. */
export function cleanText(text: string): string {
  return (
    text
      .replace(/[\u200b-\u200d\ufeff]/g, '')
      .replace(/[\u2018\u2019\u02bc]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/\r\n?/g, '\n')
      // Runs of spaces and any other white space but line breaks become one space (a lone space stays as
      // it is rather than being replaced by itself, which on a long post is most of the work).
      .replace(/[^\S\n]{2,}|[^\S \n]/g, ' ')
      .replace(/\n{3,}/g, '\n\n')
      .replace(/(?:…|\.\.\.)\s*see more\s*$/i, '')
      .trim()
  );
}

/** Lower-cased cleaned text with its line breaks (the only white space left but single spaces) as spaces. */
function lowerForPatterns(cleaned: string): string {
  return cleaned.toLowerCase().replace(/\s*\n\s*/g, ' ');
}

/** wink's full parse with part-of-speech tags, for phrase extraction. */
function readDeep(reader: WinkMethods, text: string): Analysis {
  const doc = reader.readDoc(text);
  const its = reader.its;
  const tokens = doc.tokens();
  const values = tokens.out(its.value) as string[];
  // wink's typings declare `lemma` with an addons parameter its own ItsFunction type does not accept.
  const lemmas = tokens.out(its.lemma as unknown as ItsFunction<string>) as string[];
  const types = tokens.out(its.type) as string[];
  const stops = tokens.out(its.stopWordFlag) as unknown as boolean[];
  const spaces = tokens.out(its.precedingSpaces) as string[];
  const tags = tokens.out(its.pos) as string[];
  const spans = doc.sentences().out(its.span) as unknown as Array<[number, number]>;

  const sentences: Sentence[] = [];
  const lemmaSet = new Set<string>();
  const termFrequency = new Map<string, number>();
  let wordCount = 0;

  for (const [start, end] of spans) {
    // Feeds break lines instead of ending sentences; a line break closes a sentence here.
    let current: Token[] = [];
    let text = '';
    const flush = (): void => {
      if (current.length > 0) sentences.push({ text: text.trim(), tokens: current });
      current = [];
      text = '';
    };
    for (let i = start; i <= end; i++) {
      const type = types[i] ?? 'word';
      const value = values[i] ?? '';
      if (type === 'tabCRLF') {
        if (value.includes('\n')) flush();
        continue;
      }
      const lower = value.toLowerCase();
      const rawLemma = lemmas[i] ?? lower;
      const lemma = ownValue(LEMMA_OVERRIDES, rawLemma) ?? rawLemma;
      const stop = stops[i] === true;
      current.push({ value, lower, lemma, type, stop, pos: tags[i] ?? '' });
      const space = spaces[i] ?? '';
      text += (text === '' || space === '' ? '' : ' ') + value;
      if (type === 'word' || type === 'number') {
        wordCount++;
        lemmaSet.add(lemma);
        if (lower !== lemma) lemmaSet.add(lower);
        if (!stop && type === 'word' && lemma.length > 1) {
          termFrequency.set(lemma, (termFrequency.get(lemma) ?? 0) + 1);
        }
      }
    }
    flush();
  }
  return { text, lower: lowerForPatterns(text), sentences, lemmas: lemmaSet, termFrequency, wordCount };
}

// Summary and tags are usually asked for the same post one after the other: a tiny cache lets them share
// one parse. Bounded, so memory stays flat however many posts pass through.
const CACHE_SIZE = 32;
const fastCache = new Map<string, Analysis>();
const deepCache = new Map<string, Analysis>();

function cached(cache: Map<string, Analysis>, text: string, compute: () => Analysis): Analysis {
  const hit = cache.get(text);
  if (hit) {
    cache.delete(text);
    cache.set(text, hit);
    return hit;
  }
  const value = compute();
  cache.set(text, value);
  if (cache.size > CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return value;
}

/**
 * Longest text the engine reads, in characters after cleaning: LinkedIn's limit for a post. What a post
 * is about, asks for or announces is in its first few paragraphs; past this the cost of reading grows
 * with the length and the summary and tags do not improve.
 */
export const MAX_ANALYSED_CHARS = 3_000;

/** The text cut to at most `max` characters, at a line break, sentence end or space where one is near. */
export function capText(text: string, max = MAX_ANALYSED_CHARS): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const lineEnd = head.lastIndexOf('\n');
  if (lineEnd >= max / 2) return head.slice(0, lineEnd).trimEnd();
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  if (sentenceEnd >= max / 2) return head.slice(0, sentenceEnd + 1);
  const space = head.lastIndexOf(' ');
  if (space >= max / 2) return head.slice(0, space);
  // No break anywhere near: cut at the limit, but never between the two halves of a surrogate pair.
  return clipText(text, max);
}

/** Cleaned text of a post, capped; a very long post is cut before cleaning so that costs little too. */
function cleanAndCap(rawText: string): string {
  const raw = rawText.length > MAX_ANALYSED_CHARS * 2 ? capText(rawText, MAX_ANALYSED_CHARS * 2) : rawText;
  return capText(cleanText(raw));
}

/** Sentences, lemmas and term frequencies of a text (no part-of-speech tags), up to `MAX_ANALYSED_CHARS`. */
export function analyse(rawText: string): Analysis {
  return cached(fastCache, rawText, () => readFast(cleanAndCap(rawText)));
}

/** Like `analyse`, with part-of-speech tags for phrase extraction. */
export function analyseDeep(rawText: string): Analysis {
  return cached(deepCache, rawText, () => readDeep(deepReader.get(), cleanAndCap(rawText)));
}

/** Lemmas of a short phrase, in order, without stop words or punctuation. */
export function contentLemmas(phrase: string): string[] {
  const analysis = analyse(phrase);
  const out: string[] = [];
  for (const sentence of analysis.sentences) {
    for (const token of sentence.tokens) {
      if ((token.type === 'word' || token.type === 'number') && !token.stop) out.push(token.lemma);
    }
  }
  return out;
}

// Users' keywords and the thesaurus repeat across posts: compiling each term once saves most of the cost.
const TERM_PATTERNS_MAX = 2000;
const termPatterns = new Map<string, RegExp>();

function termPattern(needle: string): RegExp {
  let pattern = termPatterns.get(needle);
  if (!pattern) {
    const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    pattern = new RegExp(`(?:^|[^\\p{L}\\p{N}])${escaped}(?:$|[^\\p{L}\\p{N}])`, 'u');
    if (termPatterns.size >= TERM_PATTERNS_MAX) termPatterns.clear();
    termPatterns.set(needle, pattern);
  }
  return pattern;
}

/** A word-boundary test that also works next to non-word characters ("c++", "b2b"). */
export function containsTerm(lowerText: string, term: string): boolean {
  const needle = term.toLowerCase().trim().replace(/\s+/g, ' ');
  if (needle === '' || !lowerText.includes(needle)) return false;
  return termPattern(needle).test(lowerText);
}
