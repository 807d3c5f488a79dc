import model from 'wink-eng-lite-web-model';
import winkNLP, { type ItsFunction, type WinkMethods } from 'wink-nlp';
import { tokenizeChunk } from './tokenize.ts';

/** One token of a post, as the local engine reads it. */
export interface Token {
  value: string;
  lower: string;
  lemma: string;
  /** Token type, by wink's names: word, number, punctuation, emoji, url, hashtag, mention, email, … */
  type: string;
  stop: boolean;
  /** Part of speech; only filled by `analyseDeep` (tagging costs more than the rest of the parse). */
  pos: string;
}

export interface Sentence {
  text: string;
  tokens: Token[];
}

export interface Analysis {
  text: string;
  /** Lower-cased text with typographic quotes straightened and runs of spaces collapsed, for patterns. */
  lower: string;
  sentences: Sentence[];
  /** Lemmas of every word token, for term matching. */
  lemmas: Set<string>;
  /** Lemma frequencies of content words (not stop words, not punctuation). */
  termFrequency: Map<string, number>;
  wordCount: number;
}

// Lemmas the model gets wrong for this domain ("sales" is not the plural of a discount here).
const LEMMA_OVERRIDES: Record<string, string> = { sale: 'sales', sdrs: 'sdr', bdrs: 'bdr', aes: 'ae', crms: 'crm' };

/**
 * A wink reader, loaded on first use and replaced after `READER_DOCS` documents. wink adds every token it
 * has not seen (names, numbers, links) to the instance's lexicon and never drops them, so a server that
 * reads posts for weeks would grow without bound; a fresh instance (about 0.2 s to build) starts clean.
 */
const READER_DOCS = 25_000;

interface Reader {
  get(): WinkMethods;
}

function reader(pipe: string[]): Reader {
  let instance: WinkMethods | undefined;
  let docs = 0;
  return {
    get() {
      if (!instance || docs >= READER_DOCS) {
        instance = winkNLP(model, pipe);
        docs = 0;
      }
      docs++;
      return instance;
    },
  };
}

// Bulk work (summaries, tags, rules) runs on every ingested post and reads it with the light tokenizer,
// asking wink only for the lemma and stop-word flag of words it has not seen yet, without a pipeline.
// Phrase extraction, which needs part-of-speech tags, reads with the deep reader.
const wordReader = reader([]);
const deepReader = reader(['sbd', 'pos']);

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
    into.push(sharedToken(value, types[i] ?? 'word', LEMMA_OVERRIDES[lemma] ?? lemma, stops[i] === true, start, end));
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

/**
 * Sentences, lemmas and term frequencies of cleaned text. A line break always ends a sentence (feeds
 * break lines instead of ending sentences); otherwise a sentence ends after "." "!" or "?" and any
 * closing quotes or brackets, as wink's sentence splitter ends them, but not after "…".
 */
let postsRead = 0;

function readFast(text: string): Analysis {
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

function lemmaSetOf(sentences: readonly Sentence[]): Set<string> {
  const set = new Set<string>();
  for (const sentence of sentences) {
    for (const token of sentence.tokens) {
      if (token.type !== 'word' && token.type !== 'number') continue;
      set.add(token.lemma);
      if (token.lower !== token.lemma) set.add(token.lower);
    }
  }
  return set;
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
      const lemma = LEMMA_OVERRIDES[rawLemma] ?? rawLemma;
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
  const last = head.charCodeAt(max - 1);
  return last >= 0xd800 && last <= 0xdbff ? head.slice(0, max - 1) : head;
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
