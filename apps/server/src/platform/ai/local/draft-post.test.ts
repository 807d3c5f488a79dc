import { describe, expect, it } from 'vitest';
import { draftPostLocal } from './draft-post.ts';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('draftPostLocal', () => {
  const expertTip = {
    answerType: 'expert_tip' as const,
    fields: {
      desiredOutcome: 'book more meetings from cold email',
      whatPeopleAreDoingWrong: 'They send 200-word templates that talk about themselves',
      advice: 'Write three sentences: a trigger you noticed, the problem it causes, and one question',
    },
  };

  it("builds several long-form drafts from the user's own answers", () => {
    const drafts = draftPostLocal({ ...expertTip, postFormat: 'longform_text', plan: { roleDescription: 'SDR' } });
    expect(drafts.length).toBeGreaterThanOrEqual(3);
    expect(new Set(drafts).size).toBe(drafts.length);
    expect(drafts[0]).toContain('Most SDRs trying to book more meetings from cold email make the same mistake');
    for (const draft of drafts) expect(draft).toMatch(/trigger you noticed/);
  });

  it('writes short-form video drafts as spoken scripts of about 150 words', () => {
    const drafts = draftPostLocal({
      answerType: 'hot_take',
      template: 'nuanced_callout',
      postFormat: 'shortform_video',
      fields: {
        conventionalWisdom: 'Cold calling is dead',
        marketChanges: 'Inboxes are flooded with AI-written email, so a human voice stands out again',
        uniquePerspective: 'Calls work when they are short and tied to a trigger',
        yourAdvice: 'Call ten accounts a day that changed leaders in the last 30 days',
        yourExperience: "Our team booked 40% of last quarter's meetings by phone",
      },
    });
    expect(drafts[0]).toMatch(/^"Cold calling is dead" is only half true\./);
    for (const draft of drafts) {
      expect(words(draft)).toBeGreaterThanOrEqual(100);
      expect(words(draft)).toBeLessThanOrEqual(175);
      expect(draft.split('\n\n').length).toBeGreaterThan(3);
    }
  });

  it('cuts a long script down to about a minute', () => {
    const long = 'We tested this with forty customers over six months and learned a lot about what they value. '.repeat(
      12,
    );
    const [script] = draftPostLocal({
      ...expertTip,
      postFormat: 'shortform_video',
      fields: { ...expertTip.fields, advice: long },
    });
    expect(words(script ?? '')).toBeLessThanOrEqual(175);
  });

  describe('Regenerate (round)', () => {
    const tip = (round: number) =>
      draftPostLocal({ ...expertTip, postFormat: 'longform_text', plan: { roleDescription: 'SDR' }, round });

    it('words the drafts another way each round, leads with another shape, and keeps what the user wrote', () => {
      const rounds = [0, 1, 2].map(tip);
      expect(rounds[1]).not.toEqual(rounds[0]);
      expect(rounds[2]).not.toEqual(rounds[1]);
      expect(new Set(rounds.map((drafts) => drafts[0])).size).toBe(3);
      expect(new Set(rounds.flat()).size).toBe(9);
      for (const draft of rounds.flat()) {
        expect(draft).toMatch(/trigger you noticed/);
        expect(draft).toMatch(/book more meetings from cold email/i);
      }
      expect(rounds[1]?.join('\n')).toContain('The mistake I see most from SDRs trying to book more meetings');
      expect(tip(3)).toEqual(rounds[0]);
    });

    it("keeps a hot take's chosen template first in every round", () => {
      const hotTake = (round: number) =>
        draftPostLocal({
          answerType: 'hot_take',
          template: 'nuanced_callout',
          postFormat: 'longform_text',
          fields: { conventionalWisdom: 'Cold calling is dead', yourAdvice: 'Call accounts that changed leaders' },
          round,
        });
      expect(hotTake(0)[0]).toMatch(/^"Cold calling is dead" is only half true\./);
      expect(hotTake(1)[0]).toMatch(/^"Cold calling is dead" is only part of the story\./);
      expect(hotTake(2)[0]).toMatch(/^"Cold calling is dead" misses half the picture\./);
      expect(hotTake(1).slice(1)).not.toEqual(hotTake(0).slice(1));
    });

    it("words a hot take's story draft another way each round too", () => {
      // Without a template the drafts are opinion, callout, story, turned by one place each round.
      const story = (round: number) =>
        draftPostLocal({
          answerType: 'hot_take',
          postFormat: 'longform_text',
          fields: { conventionalWisdom: 'Cold calling is dead', yourAdvice: 'Call accounts that changed leaders' },
          round,
        })[2 - round];
      const stories = [0, 1, 2].map(story);
      expect(stories[0]).toBe(
        "I used to believe cold calling is dead.\n\nSo here's my advice: call accounts that changed leaders.",
      );
      expect(stories[1]).toMatch(/^For years I was sure cold calling is dead\./);
      expect(stories[2]).toMatch(/^I once took it as given that cold calling is dead\./);
      for (const text of stories) expect(text).toContain('call accounts that changed leaders.');
    });
  });

  describe('an idea that is a topic rather than an outcome', () => {
    const topicTip = (idea: string, fields: Record<string, string>) =>
      draftPostLocal({ answerType: 'expert_tip', postFormat: 'longform_text', idea, fields });

    it('heads the drafts instead of being wanted', () => {
      const drafts = topicTip('Why small restaurants lose money on payroll', {
        whatPeopleAreDoingWrong: 'They pay overtime to cover gaps in the rota',
        advice: 'Plan shifts two weeks ahead',
      });
      expect(drafts).toHaveLength(3);
      expect(drafts[0]).toMatch(/^Why small restaurants lose money on payroll\.\n\nThe mistake most people make: they/);
      expect(drafts[1]).toMatch(/^Why small restaurants lose money on payroll, in short:\n\n1\. Stop: they pay/);
      expect(drafts[2]).toMatch(/^People often ask me why small restaurants lose money on payroll\./);
      for (const draft of drafts) {
        expect(draft).not.toMatch(/want why|get why/);
        expect(draft).toContain('lan shifts two weeks ahead');
      }
    });

    it('keeps the question mark of an idea asked as a question, and asks about a thing', () => {
      const [problemFix, , question] = topicTip('How do I price a pilot?', { advice: 'Charge for it' });
      expect(problemFix).toBe('How do I price a pilot?\n\nWhat works:\n\nCharge for it.');
      expect(question).toMatch(/^A question I get a lot: how do I price a pilot\?\n/);
      const [hotTake] = draftPostLocal({
        answerType: 'hot_take',
        postFormat: 'longform_text',
        idea: 'How do I price a pilot?',
        fields: { yourAdvice: 'Charge for it' },
      });
      expect(hotTake).toMatch(/^My take on "How do I price a pilot\?":\n/);
      const [, , aboutAThing] = topicTip('Payroll software for small restaurants', { advice: 'Pick one' });
      expect(aboutAThing).toMatch(/^People often ask me about payroll software for small restaurants\./);
    });

    it('quotes an idea written as a two-part headline after "about" and "my take on"', () => {
      const idea = 'Overtime costs spiral: why it keeps happening, and what it really costs';
      const [, , question] = topicTip(idea, { advice: 'Schedule from last month’s sales' });
      expect(question).toMatch(
        /^People often ask me about "Overtime costs spiral: why it keeps happening, and what it really costs"\.\n/,
      );
      const [hotTake] = draftPostLocal({
        answerType: 'hot_take',
        postFormat: 'longform_text',
        idea,
        fields: { yourAdvice: 'Schedule from sales' },
      });
      expect(hotTake).toMatch(
        /^My take on "Overtime costs spiral: why it keeps happening, and what it really costs":\n/,
      );
    });

    it('alone, opens the skeleton to fill', () => {
      expect(topicTip('Why small restaurants lose money on payroll', {})).toEqual([
        expect.stringMatching(/^Why small restaurants lose money on payroll\.\n\n\[Name the mistake/),
      ]);
    });

    it('stands in for the outcome when it reads as an action', () => {
      const [problemFix] = topicTip('Book more meetings from cold email', { advice: 'Name the trigger' });
      expect(problemFix).toContain('if you want to book more meetings from cold email');
    });
  });

  describe('an outcome that is a thing rather than an action', () => {
    const fields = { desiredOutcome: 'More replies', whatPeopleAreDoingWrong: 'They pitch in the first line' };

    it('is something to get, and an idea beside it heads the first draft', () => {
      const [problemFix, list, question] = draftPostLocal({
        answerType: 'expert_tip',
        postFormat: 'longform_text',
        idea: 'Why cold outreach fails',
        fields: { ...fields, advice: 'Open with a trigger you noticed' },
      });
      expect(problemFix).toBe(
        [
          'Why cold outreach fails.',
          'Most people trying to get more replies make the same mistake: they pitch in the first line.',
          'What works instead:',
          'Open with a trigger you noticed.',
          'If you want more replies, start there this week.',
        ].join('\n\n'),
      );
      expect(list).toMatch(/^How most people can get more replies \(without the usual detour\):/);
      expect(question).toMatch(/^A question I get a lot: how do you get more replies\?/);
    });

    it('is not headed by a prompt or a plan name', () => {
      const [problemFix] = draftPostLocal({
        answerType: 'expert_tip',
        postFormat: 'longform_text',
        userPrompt: 'Keep it short and friendly',
        plan: { name: 'Q1 pipeline' },
        fields: { ...fields, advice: 'Open with a trigger you noticed' },
      });
      expect(problemFix).toMatch(/^Most people trying to get more replies make the same mistake/);
    });

    it('without a fix, promises none', () => {
      const drafts = draftPostLocal({ answerType: 'expert_tip', postFormat: 'longform_text', fields });
      for (const draft of drafts) expect(draft).not.toMatch(/start there|actually works/);
    });
  });

  it('opens the skeleton with the idea and the outcome when neither a mistake nor a fix was written', () => {
    const drafts = draftPostLocal({
      answerType: 'expert_tip',
      postFormat: 'longform_text',
      idea: 'Why cold outreach fails',
      fields: { desiredOutcome: 'More replies' },
    });
    expect(drafts).toEqual([
      expect.stringMatching(
        /^Why cold outreach fails\.\n\n\[Open with the result your reader wants: more replies\.\]\n\n\[Name the mistake/,
      ),
    ]);
  });

  describe('a hot take with no reason given', () => {
    const hotTake = (fields: Record<string, string>, postFormat: 'longform_text' | 'shortform_video') =>
      draftPostLocal({ answerType: 'hot_take', postFormat, idea: 'Cold calling', fields });

    it('keeps the belief in a skeleton that asks for the reason', () => {
      expect(hotTake({ conventionalWisdom: 'cold calling is dead' }, 'longform_text')).toEqual([
        [
          'Cold calling.',
          'Everyone says cold calling is dead. I disagree.',
          "[Say what changed, or what you've seen, that makes it wrong.]",
          '[Give your advice instead, with an example from your own work.]',
          '[Close with a question for your readers.]',
        ].join('\n\n'),
      ]);
    });

    it('as a video, is a skeleton rather than a script of spoken fillers', () => {
      const drafts = hotTake({}, 'shortform_video');
      expect(drafts).toHaveLength(1);
      expect(drafts[0]).toMatch(/^Cold calling\.\n\n\[Name the common belief you disagree with\.\]/);
      expect(drafts[0]).not.toMatch(/follow along/);
    });
  });

  it('takes no subject from the prompt, which says how to write', () => {
    const [draft] = draftPostLocal({
      answerType: 'expert_tip',
      postFormat: 'longform_text',
      userPrompt: 'Keep it short and friendly',
      fields: {},
    });
    expect(draft).toMatch(/^\[Open with the result your reader wants\.\]/);
  });

  it('returns a skeleton to fill when nothing was written', () => {
    const [draft] = draftPostLocal({ answerType: 'expert_tip', postFormat: 'longform_text', fields: {} });
    expect(draft).toContain('[Open with the result your reader wants.]');
  });

  it('leaves the skeleton of a video script unpadded, every line one to fill', () => {
    const drafts = draftPostLocal({ answerType: 'expert_tip', postFormat: 'shortform_video', fields: {} });
    expect(drafts).toEqual([
      [
        '[Open with the result your viewer wants.]',
        "[Name the mistake most people make, and why it's tempting.]",
        '[Give the one change you recommend, with an example from your own work.]',
        '[Close with a question for your viewers.]',
        '[About 150 words in all: a minute spoken.]',
      ].join('\n\n'),
    ]);
  });
});
