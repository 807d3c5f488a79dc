import { CONTENT_TAGS, type ContentTag } from '@inroad/contracts/ai';
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
import { type Analysis, analyse, containsTerm } from './nlp.ts';

export interface ContentSignals {
  analysis: Analysis;
  sentences: PatternSentence[];
  tags: Set<ContentTag>;
}

/** The content tags a post carries on its own, before the user's hot-lead keywords are applied. */
export function readContentSignals(content: string): ContentSignals {
  const analysis = analyse(content);
  const sentences = analysis.sentences.map((s) => ({ lower: s.text.toLowerCase().replace(/\s+/g, ' ') }));
  const { lower, wordCount } = analysis;
  const tags = new Set<ContentTag>();
  if (wordCount === 0) return { analysis, sentences, tags };
  if (isQuestion(lower, sentences, wordCount)) tags.add('Question');
  if (isHiring(lower)) tags.add('Hiring');
  if (isLaunch(lower, sentences)) tags.add('Launch');
  if (isEvent(lower)) tags.add('Event');
  if (isJobChange(sentences)) tags.add('Job change');
  if (isBuyingSignal(lower)) tags.add('Hot lead');
  for (const tag of cueTags(lower, sentences, tags.has('Hiring'))) tags.add(tag);
  return { analysis, sentences, tags };
}

/** Matches a hot-lead keyword as a whole word or phrase, case-insensitively, like keyword rules do. */
export function matchesAnyKeyword(lower: string, keywords: readonly string[]): boolean {
  return keywords.some((keyword) => containsTerm(lower, keyword));
}

export function classifyContentLocal(content: string, hotLeadKeywords: readonly string[] = []): ContentTag[] {
  const { analysis, tags } = readContentSignals(content);
  if (!tags.has('Hot lead') && matchesAnyKeyword(analysis.lower, hotLeadKeywords)) tags.add('Hot lead');
  return CONTENT_TAGS.filter((tag) => tags.has(tag));
}
