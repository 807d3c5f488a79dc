import { clipText } from '@inroad/contracts/text';
import { asksReaders } from './content-patterns.ts';
import { type Analysis, analyse, type Sentence } from './nlp.ts';

/** Longest summary the local engine returns; longer sentences are cut at a word boundary. */
export const LOCAL_SUMMARY_MAX_CHARS = 280;

// Lines that carry no content of their own: calls to action, hashtag rows, feed furniture.
const BOILERPLATE =
  /^(?:link in (?:the )?(?:first )?comments?|see more|read more|follow (?:me|us)(?: for more)?|repost if|like and share|thoughts\??|agree\??|p\.?s\.?|#\S+(?: #\S+)*)\b/i;

const PICTOGRAPHS = /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*/gu;
// A tag's characters include combining marks, such as the vowel signs of Hindi ('#भारत').
const TRAILING_HASHTAGS = /(?:\s+#[\p{L}\p{M}\p{N}_]+)+\s*$/u;
const LEADING_BULLETS = /^[\s\-–—•*>·|:]+/;
/** A mention's '@', before a name in any script ('@Élodie'). */
const MENTION_AT = /@(?=[\p{L}\p{N}_])/gu;

/** The sentence text without emoji, hashtags at the end, mentions' "@" and doubled spaces. */
function tidy(sentence: Sentence): string {
  let text = sentence.text;
  // Rebuild only when something is to be dropped, so the original spacing survives in the common case.
  if (text.includes('@') || sentence.tokens.some((t) => t.type === 'emoji' || t.type === 'emoticon')) {
    text = text.replace(PICTOGRAPHS, '').replace(MENTION_AT, '');
  }
  // Each clean-up only where it can change something: these run on every sentence of every post.
  if (text.includes('#')) text = text.replace(TRAILING_HASHTAGS, '');
  if (LEADING_BULLETS.test(text)) text = text.replace(LEADING_BULLETS, '');
  if (text.includes('  ')) text = text.replace(/\s{2,}/g, ' ');
  return text.trim();
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = clipText(text, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:–—-]+$/, '')}…`;
}

interface Candidate {
  index: number;
  text: string;
  score: number;
}

function scoreSentences(analysis: Analysis): Candidate[] {
  let maxFrequency = 1;
  for (const frequency of analysis.termFrequency.values()) if (frequency > maxFrequency) maxFrequency = frequency;
  const candidates: Candidate[] = [];
  analysis.sentences.forEach((sentence, index) => {
    let words = 0;
    let contentWords = 0;
    // Mean normalised frequency of the sentence's content lemmas: sentences about what the post
    // keeps coming back to win; dividing by length keeps long sentences from winning by size alone.
    let sum = 0;
    for (const token of sentence.tokens) {
      if (token.type !== 'word' && token.type !== 'number') continue;
      words++;
      if (token.type === 'word' && !token.stop && token.lemma.length > 1) {
        contentWords++;
        sum += (analysis.termFrequency.get(token.lemma) ?? 0) / maxFrequency;
      }
    }
    if (words < 3) return;
    const text = tidy(sentence);
    if (BOILERPLATE.test(text) || contentWords === 0) return;
    let score = sum / Math.sqrt(contentWords);
    // Posts put their point first more often than not; a hook line of three words is not the point.
    if (index === 0) score *= 1.35;
    else if (index === 1) score *= 1.1;
    if (words < 6) score *= 0.6;
    if (words > 45) score *= 0.75;
    if (text.endsWith('?')) score *= 0.85;
    candidates.push({ index, text, score });
  });
  return candidates;
}

/**
 * An extractive summary: the one or two sentences that best represent the post, in their original order.
 * Short posts are their own summary. Never throws; returns '' for empty text.
 */
export function summarizeLocal(content: string): string {
  const analysis = analyse(content);
  if (analysis.text === '') return '';
  if (analysis.wordCount === 0) return truncate(analysis.text, LOCAL_SUMMARY_MAX_CHARS);

  const candidates = scoreSentences(analysis);
  if (candidates.length === 0) {
    const whole = analysis.sentences.map(tidy).filter(Boolean).join(' ');
    return truncate(whole || analysis.text, LOCAL_SUMMARY_MAX_CHARS);
  }
  if (candidates.length <= 2 && candidates.reduce((n, c) => n + c.text.length, 0) <= LOCAL_SUMMARY_MAX_CHARS) {
    return candidates.map((c) => c.text).join(' ');
  }

  // A post that opens with an ask ("Can anyone recommend a course on CRM hygiene?") is about it, whatever else it
  // says: the summary is the ask and the line around it that says why it is asked (the one before, or the one after
  // unless it asks too), or else the best sentence that is not a question. Otherwise a feed post states its point in
  // the opening line more often than anywhere else, so a real opening sentence (not a three-word hook, not a
  // question) leads; the best-scoring other sentence follows.
  const ranked = [...candidates].sort((a, b) => b.score - a.score || a.index - b.index);
  // Only an ask among the first three sentences, and of six words or more: a short question, and one at the end of a
  // long post, is most often a sign-off ("What would you add?").
  const ask = candidates.find(
    (c) => c.index <= 2 && c.text.split(' ').length >= 6 && asksReaders(c.text.toLowerCase()),
  );
  const opening = candidates[0];
  const lead =
    ask ??
    (opening && opening.index <= 1 && opening.text.split(' ').length >= 5 && !opening.text.endsWith('?')
      ? opening
      : ranked[0]);
  if (!lead) return '';
  const chosen = [lead];
  const context =
    ask &&
    (candidates.find((c) => c.index < ask.index) ??
      candidates.find((c) => c.index === ask.index + 1 && !c.text.endsWith('?')) ??
      ranked.find((c) => c !== ask && !c.text.endsWith('?')));
  const second = context ?? ranked.find((c) => c !== lead);
  if (second && lead.text.length + second.text.length + 1 <= LOCAL_SUMMARY_MAX_CHARS) chosen.push(second);
  chosen.sort((a, b) => a.index - b.index);
  return truncate(chosen.map((c) => c.text).join(' '), LOCAL_SUMMARY_MAX_CHARS);
}
