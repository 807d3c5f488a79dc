/** One post as the local engine reads it: its sentences, tokens, lemmas and term frequencies. */

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
export const LEMMA_OVERRIDES: Record<string, string> = {
  sale: 'sales',
  sdrs: 'sdr',
  bdrs: 'bdr',
  aes: 'ae',
  crms: 'crm',
};

/** Lemmas (and lower-cased forms where they differ) of every word and number token. */
export function lemmaSetOf(sentences: readonly Sentence[]): Set<string> {
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
