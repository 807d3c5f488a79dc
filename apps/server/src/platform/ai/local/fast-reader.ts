import { ownValue } from '@inroad/contracts/records';
import type { ItsFunction } from 'wink-nlp';
import { type Analysis, LEMMA_OVERRIDES, lemmaSetOf, type Sentence, type Token } from './analysis.ts';
import { tokenizeChunk } from './tokenize.ts';
import { wordReader } from './wink-readers.ts';

/**
 * The bulk reader: sentences, lemmas and term frequencies of cleaned text without part-of-speech tags, from a
 * table of the chunks of text between spaces that posts repeat, each read once (with wink for its words' lemmas
 * and stop-word flags) and shared.
 */

/** A token of a known chunk, shared by every post that has the chunk: nothing may change it. */
interface SharedToken extends Readonly<Token> {
  /** Whether the lemma counts towards term frequency (a content word). */
  readonly counts: boolean;
  /** 1 for "." "!" "?", 2 for a closing quote or bracket, 0 for anything else (see `readFast`). */
  readonly ending: 0 | 1 | 2;
  /** Offsets of the token in its chunk. */
  readonly start: number;
  readonly end: number;
}

const TERMINAL = new Set(['.', '!', '?']);
const CLOSING = new Set([')', ']', '}', '"', "'", '»']);

function sharedToken(
  value: string,
  type: string,
  lemma: string,
  stop: boolean,
  start: number,
  end: number,
): SharedToken {
  const punctuation = type === 'punctuation';
  return Object.freeze({
    value,
    lower: value.toLowerCase(),
    lemma,
    type,
    stop,
    pos: '',
    counts: !stop && type === 'word' && lemma.length > 1,
    ending: punctuation && TERMINAL.has(value) ? 1 : punctuation && CLOSING.has(value) ? 2 : 0,
    start,
    end,
  });
}

/**
 * A word as wink reads it without part-of-speech tags: the tokens it splits into ("we're" is "we" and
 * "'re", "follow-up" three tokens, "pre-seed" one) with their lemmas and stop-word flags. All of that
 * depends on the word alone (wink's lemma without a tag looks at nothing else).
 */
function readWord(word: string, start: number, end: number, into: SharedToken[]): void {
  // Words with digits ("B2B", "Q3", "LINKEDIN20") are names and codes: wink keeps them whole, as they are.
  if (HAS_DIGIT.test(word)) {
    into.push(sharedToken(word, 'word', word.toLowerCase(), false, start, end));
    return;
  }
  const wink = wordReader.get();
  const tokens = wink.readDoc(word).tokens();
  const values = tokens.out(wink.its.value) as string[];
  const types = tokens.out(wink.its.type) as string[];
  // wink's typings declare `lemma` with an addons parameter its own ItsFunction type does not accept.
  const lemmas = tokens.out(wink.its.lemma as unknown as ItsFunction<string>) as string[];
  const stops = tokens.out(wink.its.stopWordFlag) as unknown as boolean[];
  if (values.length === 0) {
    into.push(sharedToken(word, 'word', word.toLowerCase(), false, start, end));
    return;
  }
  for (let i = 0; i < values.length; i++) {
    const value = values[i] ?? '';
    const lemma = lemmas[i] ?? value.toLowerCase();
    into.push(
      sharedToken(value, types[i] ?? 'word', ownValue(LEMMA_OVERRIDES, lemma) ?? lemma, stops[i] === true, start, end),
    );
  }
}

/** What a chunk of text without spaces adds to a post's analysis, worked out once per chunk. */
interface ChunkReading {
  readonly tokens: readonly SharedToken[];
  /** Word and number tokens, for the word count. */
  readonly words: number;
  /** Tallies of its content words' lemmas, in order, for term frequency. */
  readonly counted: readonly LemmaTally[];
  /** Whether a token of it ends a sentence ("." "!" "?"); most chunks are plain words that do not. */
  readonly ends: boolean;
}

/**
 * One lemma's count in the post being read. Chunks that share a lemma share its tally, so counting a
 * word is an increment rather than a Map look-up and update: the `post` stamp tells a count left from
 * an earlier post from one of this post's.
 */
interface LemmaTally {
  readonly lemma: string;
  count: number;
  post: number;
}

const tallies = new Map<string, LemmaTally>();
/** Chunks not kept (links, long numbers) still add lemmas: the table is bounded on its own too. */
const TALLIES_MAX = 50_000;

function tallyOf(lemma: string): LemmaTally {
  let tally = tallies.get(lemma);
  if (!tally) {
    if (tallies.size >= TALLIES_MAX) tallies.clear();
    tally = { lemma, count: 0, post: 0 };
    tallies.set(lemma, tally);
  }
  return tally;
}

/**
 * The tokens of a chunk of text without spaces, read once and kept: posts repeat the same few thousand
 * chunks. Bounded: the table starts over when full, which changes nothing but the time the next few
 * posts take.
 */
const CHUNKS_MAX = 20_000;
const chunks = new Map<string, ChunkReading>();
const HAS_DIGIT = /\d/;
/** Links, addresses and handles rarely come back: kept, they would only push words out. */
const NOT_KEPT = /[@/]/;
/** Numbers do come back ("3", "10", "2."), but long ones (dates, amounts, codes) rarely. */
const LONG_NUMBER = /\d.*\d.*\d/;

function chunkReading(chunk: string): ChunkReading {
  const known = chunks.get(chunk);
  if (known) return known;
  const tokens: SharedToken[] = [];
  for (const { value, type, start, end } of tokenizeChunk(chunk)) {
    if (type === 'word') readWord(value, start, end, tokens);
    else {
      const lower = value.toLowerCase();
      // wink's lemma of "1,000" is "1000".
      tokens.push(sharedToken(value, type, type === 'number' ? lower.replace(/,/g, '') : lower, false, start, end));
    }
  }
  let words = 0;
  let ends = false;
  const counted: LemmaTally[] = [];
  for (const token of tokens) {
    if (token.ending === 1) ends = true;
    if (token.type !== 'word' && token.type !== 'number') continue;
    words++;
    if (token.counts) counted.push(tallyOf(token.lemma));
  }
  const reading: ChunkReading = { tokens, words, counted, ends };
  if (NOT_KEPT.test(chunk) || LONG_NUMBER.test(chunk)) return reading;
  if (chunks.size >= CHUNKS_MAX) {
    // Readings still in use by the post being read keep their tallies; readFast adds up duplicates.
    chunks.clear();
    tallies.clear();
  }
  chunks.set(chunk, reading);
  return reading;
}

/** Posts read so far: the stamp that tells this post's lemma tallies from an earlier post's. */
let postsRead = 0;

/**
 * Sentences, lemmas and term frequencies of cleaned text. A line break always ends a sentence (feeds
 * break lines instead of ending sentences); otherwise a sentence ends after "." "!" or "?" and any
 * closing quotes or brackets, as wink's sentence splitter ends them, but not after "…".
 */
export function readFast(text: string): Analysis {
  const sentences: Sentence[] = [];
  const post = ++postsRead;
  // This post's tallies, in the order their lemmas first appear.
  const counted: LemmaTally[] = [];
  let wordCount = 0;
  // The lines, trimmed and joined by single spaces, are the lower-cased text patterns read.
  const lowerLines: string[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const trimmed = line.trim();
    if (trimmed !== '') lowerLines.push(trimmed);
    let tokens: Token[] = [];
    let start = 0;
    let end = 0;
    let ending = false;
    let at = 0;
    while (at < line.length) {
      let space = line.indexOf(' ', at);
      if (space < 0) space = line.length;
      if (space === at) {
        at++;
        continue;
      }
      const chunkAt = at;
      at = space + 1;
      const reading = chunkReading(line.slice(chunkAt, space));
      wordCount += reading.words;
      for (const tally of reading.counted) {
        if (tally.post !== post) {
          tally.post = post;
          tally.count = 0;
          counted.push(tally);
        }
        tally.count++;
      }
      const chunkTokens = reading.tokens;
      if (chunkTokens.length === 0) continue;
      if (!ending && !reading.ends) {
        // Nothing in the chunk ends a sentence, and none is pending: its tokens join the current one.
        if (tokens.length === 0) start = chunkAt + (chunkTokens[0] as SharedToken).start;
        end = chunkAt + (chunkTokens[chunkTokens.length - 1] as SharedToken).end;
        for (let i = 0; i < chunkTokens.length; i++) tokens.push(chunkTokens[i] as SharedToken);
        continue;
      }
      for (let i = 0; i < chunkTokens.length; i++) {
        const token = chunkTokens[i] as SharedToken;
        if (ending && token.ending === 0) {
          sentences.push({ text: line.slice(start, end), tokens });
          tokens = [];
          ending = false;
        }
        if (tokens.length === 0) start = chunkAt + token.start;
        end = chunkAt + token.end;
        tokens.push(token);
        if (token.ending === 1) ending = true;
      }
    }
    if (tokens.length > 0) sentences.push({ text: line.slice(start, end), tokens });
  }
  const termFrequency = new Map<string, number>();
  // A lemma has two tallies only when the chunk table started over during this post.
  for (const { lemma, count } of counted) termFrequency.set(lemma, (termFrequency.get(lemma) ?? 0) + count);
  // Only rule judgements look lemmas up: the set is built the first time one is asked for.
  let lemmas: Set<string> | undefined;
  return {
    text,
    // The same as lowerForPatterns(text): cleaned text has no white space but single spaces and line
    // breaks, and a line break with the spaces around it becomes one space.
    lower: lowerLines.join(' ').toLowerCase(),
    sentences,
    get lemmas(): Set<string> {
      lemmas ??= lemmaSetOf(sentences);
      return lemmas;
    },
    termFrequency,
    wordCount,
  };
}
