import { GENERIC_WORDS } from './lexicon.ts';
import { analyseDeep, type Token } from './nlp.ts';

export interface KeyPhrase {
  /** As written in the text (acronyms and names keep their case, other words are lower-cased). */
  text: string;
  /** Lemmas of the phrase's words, space-separated: the key for de-duplication and matching. */
  key: string;
  /** The last noun: what the phrase is about. */
  head: string;
  score: number;
  /** Position of the first occurrence (sentence index), for stable ordering. */
  first: number;
}

const NOUNISH = new Set(['NOUN', 'PROPN']);
const MODIFIER = new Set(['ADJ', 'NOUN', 'PROPN', 'NUM']);
// Adjectives that flatter or hedge rather than describe: "great team", "real problem".
const EMPTY_MODIFIERS = new Set([
  'great',
  'good',
  'best',
  'better',
  'new',
  'big',
  'huge',
  'amazing',
  'awesome',
  'incredible',
  'whole',
  'same',
  'other',
  'many',
  'much',
  'more',
  'most',
  'few',
  'last',
  'next',
  'first',
  'own',
  'only',
  'actual',
  'current',
  'certain',
  'several',
  'such',
  'honest',
  'quick',
  'little',
  'able',
  'excited',
  'thrilled',
  'happy',
  'proud',
  'hot',
  'quick',
  'genuine',
  'sub',
]);

function displayWord(token: Token, sentenceStart: boolean): string {
  const v = token.value;
  // Acronyms (CRM, SDR, DMARC) and capitalised mid-sentence names keep their case; a capital at the
  // start of a sentence says nothing about the word.
  if (/^[\p{Lu}0-9&]{2,}s?$/u.test(v) || /\d/.test(v)) return v;
  if (!sentenceStart && token.pos === 'PROPN' && /^\p{Lu}/u.test(v)) return v;
  return v.toLowerCase();
}

// Days, months and other time words are never what a post is about.
const TIME_WORDS = new Set([
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'january',
  'february',
  'march',
  'april',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'morning',
  'evening',
  'tonight',
  'tomorrow',
  'yesterday',
  'quarter',
  'hour',
  'hours',
  'minute',
  'minutes',
  'et',
  'pt',
  'cet',
  'gmt',
]);

function usable(token: Token, excluded: Set<string>): boolean {
  return (
    (token.type === 'word' || (token.type === 'number' && token.pos === 'NUM')) &&
    !token.stop &&
    token.value.length > 1 &&
    !excluded.has(token.lower) &&
    // Words only: contractions the tokenizer keeps whole ("I'm") and stray punctuation are not topics.
    /^\p{L}[\p{L}\p{N}&+]*(?:[-.][\p{L}\p{N}]+)*$/u.test(token.value) &&
    (token.value.length > 3 ||
      /^[\p{Lu}0-9&]{2,}$/u.test(token.value) ||
      token.pos === 'PROPN' ||
      token.value.length === 3)
  );
}

/**
 * Noun phrases of a text, scored by how often their words recur and how early they appear: runs of
 * adjectives and nouns that end in a noun ("cold email deliverability", "sales team"). `exclude` drops
 * words such as the author's own name.
 */
export function keyPhrases(text: string, options: { limit?: number; exclude?: string[] } = {}): KeyPhrase[] {
  const analysis = analyseDeep(text);
  const excluded = new Set((options.exclude ?? []).flatMap((w) => w.toLowerCase().split(/\s+/)).filter(Boolean));
  const found = new Map<string, KeyPhrase>();
  const lemmaCount = analysis.termFrequency;

  analysis.sentences.forEach((sentence, sentenceIndex) => {
    let run: Token[] = [];
    let runStart = 0;
    const close = (next?: Token): void => {
      // "Sales leaders: …" opening a post addresses readers; it is not the topic.
      if (runStart === 0 && next?.value === ':') run = [];
      // Trim to a phrase that ends in a noun and does not start with an empty modifier.
      while (run.length > 0 && !NOUNISH.has(run[run.length - 1]?.pos ?? '')) run.pop();
      while (run.length > 0 && EMPTY_MODIFIERS.has(run[0]?.lemma ?? '')) run.shift();
      if (run.length > 4) run = run.slice(run.length - 4);
      const head = run[run.length - 1];
      if (head && !(run.length === 1 && (GENERIC_WORDS.has(head.lemma) || TIME_WORDS.has(head.lower)))) {
        const key = run.map((t) => t.lemma).join(' ');
        const textForm = run.map((t, i) => displayWord(t, runStart === 0 && i === 0)).join(' ');
        const recurrence = run.reduce((n, t) => n + (lemmaCount.get(t.lemma) ?? 1), 0) / run.length;
        const score = recurrence + 0.5 * (run.length - 1) + (sentenceIndex === 0 ? 0.5 : 0);
        const existing = found.get(key);
        if (existing) existing.score += 1;
        else found.set(key, { text: textForm, key, head: head.lemma, score, first: sentenceIndex });
      }
      run = [];
    };
    let previous: Token | undefined;
    sentence.tokens.forEach((token, index) => {
      if (MODIFIER.has(token.pos) && usable(token, excluded) && !TIME_WORDS.has(token.lower)) {
        // "12-person team": the word after a hyphen belongs to a compound the run cannot see whole.
        if (!(run.length === 0 && previous?.value === '-')) {
          if (run.length === 0) runStart = index;
          run.push(token);
        }
      } else close(token);
      previous = token;
    });
    close();
  });

  const phrases = [...found.values()].sort((a, b) => b.score - a.score || a.first - b.first);
  // Drop a phrase contained in a better one ("email" when "cold email deliverability" is there).
  const kept: KeyPhrase[] = [];
  for (const phrase of phrases) {
    if (kept.some((k) => ` ${k.key} `.includes(` ${phrase.key} `))) continue;
    kept.push(phrase);
  }
  return kept.slice(0, options.limit ?? 8);
}
