import { stemmer } from 'stemmer';
import type { Analysis, Sentence } from './analysis.ts';

/**
 * Compound ideas an AI-rule criterion names in two words ("price increase") but posts say in many ways
 * ("they raised prices again", "our renewal went up 40%", "the plan got more expensive"). Each concept is
 * a pair of word families, compared by Porter stem (so "raised", "raising" and "raises" are one word),
 * that must occur close together in one sentence, in either order.
 */
export interface ConceptMatch {
  /** The sentence that says it, as evidence for the verdict's reason. */
  evidence: string;
  /** Someone else did it: the author is not announcing their own change ("we're raising our prices"). */
  byOthers: boolean;
}

interface Concept {
  /** The criterion's words for it, as lemmas ("price increase", "price hike"). */
  names: string[];
  subjects: Set<string>;
  changes: Set<string>;
  /** Single words or fixed phrases that say the whole concept ("pricier", "more expensive"). */
  phrases: RegExp;
  /** How the reason names it. */
  label: string;
}

const stems = (words: string[]): Set<string> => new Set(words.map((word) => stemmer(word)));

// Words apart the two halves may be: "raised the price of the annual plan" still says it, a sentence away does not.
const WINDOW = 4;

const CONCEPTS: Concept[] = [
  {
    names: ['price increase', 'price hike', 'price rise', 'pricing increase', 'cost increase', 'price change'],
    subjects: stems([
      'price',
      'pricing',
      'cost',
      'fee',
      'bill',
      'invoice',
      'subscription',
      'renewal',
      'license',
      'licence',
      'seat',
      'charge',
      'quote',
    ]),
    changes: stems([
      'raise',
      'increase',
      'hike',
      'double',
      'triple',
      'jack',
      'bump',
      'rise',
      'rose',
      'risen',
      'up',
      'jump',
      'climb',
      'skyrocket',
      'soar',
      'inflate',
    ]),
    phrases: /\b(?:more expensive|pricier|costlier|price (?:hikes?|increases?|rises?))\b/,
    label: 'a price increase',
  },
];

// "We" raising "our" prices is an announcement, not a grievance.
const OWN = new Set(['we', "we're", 'our', 'i', "i'm", 'my', 'us']);

function tokensOf(sentence: Sentence): string[] {
  return sentence.tokens.filter((t) => t.type === 'word' || t.type === 'number').map((t) => t.lower);
}

function findInSentence(concept: Concept, sentence: Sentence): ConceptMatch | null {
  const words = tokensOf(sentence);
  const stemmed = words.map((word) => stemmer(word));
  const lower = words.join(' ');
  let span: [number, number] | null = null;
  for (let i = 0; i < stemmed.length && !span; i++) {
    if (!concept.subjects.has(stemmed[i] ?? '')) continue;
    for (let j = Math.max(0, i - WINDOW); j <= Math.min(stemmed.length - 1, i + WINDOW); j++) {
      if (j !== i && concept.changes.has(stemmed[j] ?? '')) {
        span = [Math.min(i, j), Math.max(i, j)];
        break;
      }
    }
  }
  if (!span && !concept.phrases.test(lower)) return null;
  // The owner is whoever is named just before or inside the span ("we are raising our prices").
  const [from, to] = span ?? [0, words.length - 1];
  const around = words.slice(Math.max(0, from - 3), to + 1);
  return { evidence: sentence.text, byOthers: !around.some((word) => OWN.has(word)) };
}

/** The concept a criterion's lemmas name, if any, by its two-word name. */
export function conceptNamed(lemmas: readonly string[], index: number): Concept | undefined {
  const pair = `${lemmas[index] ?? ''} ${lemmas[index + 1] ?? ''}`;
  return CONCEPTS.find((concept) => concept.names.includes(pair));
}

/** The criterion's topic phrase with any concept's two words joined into its name ("price increase"). */
export function joinConcepts(topic: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < topic.length; i++) {
    const concept = conceptNamed(topic, i);
    if (concept) {
      out.push(concept.names[0] ?? '');
      i++;
    } else out.push(topic[i] ?? '');
  }
  return out;
}

export function isConcept(term: string): boolean {
  return CONCEPTS.some((concept) => concept.names[0] === term);
}

export function conceptLabel(term: string): string {
  return CONCEPTS.find((concept) => concept.names[0] === term)?.label ?? term;
}

/** Where the post says the concept, preferring a sentence about someone else's doing. */
export function findConcept(analysis: Analysis, term: string): ConceptMatch | null {
  const concept = CONCEPTS.find((c) => c.names[0] === term);
  if (!concept) return null;
  let own: ConceptMatch | null = null;
  for (const sentence of analysis.sentences) {
    const match = findInSentence(concept, sentence);
    if (match?.byOthers) return match;
    own ??= match;
  }
  return own;
}
