import { CONTENT_TAGS, type ContentTag } from '@inroad/contracts/ai';
import { compileKeywordMatcher, type KeywordMatcher } from '@inroad/contracts/keyword-match';
import { cueTags } from './content-cues.ts';
import {
  isBuyingSignal,
  isEvent,
  isHiring,
  isJobChange,
  isLaunch,
  isQuestion,
  type PatternSentence,
} from './content-patterns.ts';
import { type Analysis, analyse } from './nlp.ts';

export interface ContentSignals {
  analysis: Analysis;
  sentences: PatternSentence[];
  tags: Set<ContentTag>;
}

/** The content tags a post carries on its own, before the user's hot-lead keywords are applied. */
export function readContentSignals(content: string): ContentSignals {
  const analysis = analyse(content);
  // Sentence text is already single-spaced (see nlp.ts), so lower-casing is all it needs.
  const sentences = analysis.sentences.map((s) => ({ lower: s.text.toLowerCase() }));
  const { lower, wordCount } = analysis;
  const tags = new Set<ContentTag>();
  if (wordCount === 0) return { analysis, sentences, tags };
  if (isQuestion(lower, sentences, wordCount)) tags.add('Question');
  if (isHiring(lower)) tags.add('Hiring');
  if (isLaunch(lower, sentences)) tags.add('Launch');
  if (isEvent(lower, sentences)) tags.add('Event');
  if (isJobChange(lower, sentences)) tags.add('Job change');
  if (isBuyingSignal(lower)) tags.add('Hot lead');
  for (const tag of cueTags(lower, sentences, tags.has('Hiring'), tags)) tags.add(tag);
  return { analysis, sentences, tags };
}

// A user's keyword list is the same for every post of theirs: compile it once, keep a bounded few.
const MATCHERS_MAX = 256;
const matchers = new Map<string, KeywordMatcher>();

/** Matches a hot-lead keyword exactly as keyword rules do (whole words, case-insensitive, shared matcher). */
export function matchesAnyKeyword(text: string, keywords: readonly string[]): boolean {
  if (keywords.length === 0) return false;
  const key = keywords.join('\u0000');
  let matcher = matchers.get(key);
  if (!matcher) {
    matcher = compileKeywordMatcher(keywords);
    if (matchers.size >= MATCHERS_MAX) matchers.clear();
    matchers.set(key, matcher);
  }
  return matcher.test(text);
}

export function classifyContentLocal(content: string, hotLeadKeywords: readonly string[] = []): ContentTag[] {
  const { analysis, tags } = readContentSignals(content);
  if (!tags.has('Hot lead') && matchesAnyKeyword(analysis.text, hotLeadKeywords)) tags.add('Hot lead');
  return CONTENT_TAGS.filter((tag) => tags.has(tag));
}
