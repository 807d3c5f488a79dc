import model from 'wink-eng-lite-web-model';
import winkNLP, { type ItsFunction, type WinkMethods } from 'wink-nlp';

/** One token of a post, as the local engine reads it. */
export interface Token {
  value: string;
  lower: string;
  lemma: string;
  /** wink token type: word, number, punctuation, emoji, url, hashtag, mention, email, tabCRLF, … */
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

// The fast reader skips part-of-speech tagging: bulk work (summaries, tags, rules) runs on every ingested
// post and tagging would halve throughput. Phrase extraction, which needs tags, uses the deep reader.
const fastReader = reader(['sbd']);
const deepReader = reader(['sbd', 'pos']);

/** Straightens quotes, drops zero-width characters and the feed's "…see more" tail. */
export function cleanText(text: string): string {
  return text
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/(?:…|\.\.\.)\s*see more\s*$/i, '')
    .trim();
}

function lowerForPatterns(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ');
}

function read(reader: WinkMethods, text: string, withPos: boolean): Analysis {
  const doc = reader.readDoc(text);
  const its = reader.its;
  const tokens = doc.tokens();
  const values = tokens.out(its.value) as string[];
  // wink's typings declare `lemma` with an addons parameter its own ItsFunction type does not accept.
  const lemmas = tokens.out(its.lemma as unknown as ItsFunction<string>) as string[];
  const types = tokens.out(its.type) as string[];
  const stops = tokens.out(its.stopWordFlag) as unknown as boolean[];
  const spaces = tokens.out(its.precedingSpaces) as string[];
  const tags = withPos ? (tokens.out(its.pos) as string[]) : [];
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

/** Sentences, lemmas and term frequencies of a text (no part-of-speech tags). */
export function analyse(rawText: string): Analysis {
  return cached(fastCache, rawText, () => read(fastReader.get(), cleanText(rawText), false));
}

/** Like `analyse`, with part-of-speech tags for phrase extraction. */
export function analyseDeep(rawText: string): Analysis {
  return cached(deepCache, rawText, () => read(deepReader.get(), cleanText(rawText), true));
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
