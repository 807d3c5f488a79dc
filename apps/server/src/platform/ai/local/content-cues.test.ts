import { describe, expect, it } from 'vitest';
import { EVAL_POSTS } from '../../../../eval/posts.ts';
import { BLIND_POSTS } from '../../../../eval/posts-blind.ts';
import { FRESH_POSTS } from '../../../../eval/posts-fresh.ts';
import { HOLDOUT_POSTS } from '../../../../eval/posts-holdout.ts';
import { readContentSignals } from './classify.ts';
import { cueTags } from './content-cues.ts';

const posts = [...EVAL_POSTS, ...HOLDOUT_POSTS, ...FRESH_POSTS, ...BLIND_POSTS];
// Long posts made of several eval posts, where the exact patterns and the cues find the same tag most.
const joined = Array.from({ length: 60 }, (_, i) =>
  Array.from({ length: 6 }, (_, j) => posts[(i * 7 + j * 13) % posts.length]?.content ?? '').join('\n\n'),
);

describe('cueTags', () => {
  it('skipping the tags the exact patterns already found changes no post’s tags', () => {
    for (const content of [...posts.map((p) => p.content), ...joined]) {
      const { tags, sentences, analysis } = readContentSignals(content);
      const exact = new Set(tags);
      // Every cue tag looked for, whatever was found already, adds nothing the post does not carry.
      for (const tag of cueTags(analysis.lower, sentences, tags.has('Hiring'))) exact.add(tag);
      expect([...exact].sort(), content.slice(0, 60)).toEqual([...tags].sort());
    }
  });
});
