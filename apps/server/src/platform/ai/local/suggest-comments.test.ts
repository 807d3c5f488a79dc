import { AI_COMMENT_MAX_CHARS, type AiPostInput } from '@inroad/contracts/ai';
import { describe, expect, it } from 'vitest';
import { firstNameOf, suggestCommentsLocal } from './suggest-comments.ts';

const base: Omit<AiPostInput, 'content'> = {
  posterName: 'Priya Raman',
  posterHeadline: 'Operations Lead',
  platform: 'linkedin',
};
const GENERIC_PRAISE = /great post|love this|thanks for sharing|so true|well said/i;

function check(comments: string[]): void {
  expect(comments).toHaveLength(3);
  expect(new Set(comments).size).toBe(3);
  for (const comment of comments) {
    expect(comment.length).toBeLessThan(AI_COMMENT_MAX_CHARS);
    expect(comment).not.toMatch(/#\w/);
    expect(comment).not.toMatch(GENERIC_PRAISE);
  }
}

/** The comments for a post of `base` with this content, after checking what every comment must be (check). */
function checkedCommentsOn(content: string): string[] {
  const comments = suggestCommentsLocal({ ...base, content });
  check(comments);
  return comments;
}

describe('suggestCommentsLocal', () => {
  it('writes three specific comments from the post, addressing the author by first name', () => {
    const comments = checkedCommentsOn(
      'What are you all using for e-signatures these days? Our renewal is up and the price went up 35%. #ops',
    );
    expect(comments[0]).toMatch(/^Priya, /);
    expect(comments.join(' ')).toMatch(/e-signatures/);
  });

  it('answers the review of a named product as a review, and time spent with a person as any post', () => {
    const review = checkedCommentsOn(
      'Honest review after 8 months with Pipewise: great for cold email, painful reporting for a team of 39. Would I buy it again? Probably, with a better onboarding plan.',
    );
    expect(review[0]).toMatch(/^Priya, thanks for the honest take on Pipewise\./);
    const story = checkedCommentsOn(
      'After 3 months with Sarah as my manager, I learned that pipeline reviews need an owner.',
    );
    expect(story.join(' ')).not.toMatch(/honest take|Sarah/);
  });

  it('answers an event announced without an invitation word as an event', () => {
    const comments = checkedCommentsOn('Our webinar on pricing pilots is next Tuesday at 5pm CET. Link in comments.');
    expect(comments[0]).toMatch(/^Priya, will the webinar be recorded\?/);
  });

  it('answers a job change, a job post and a launch in kind', () => {
    const moved = checkedCommentsOn("I'm happy to share that I've joined Northbeam Analytics as Head of Partnerships!");
    expect(moved[0]).toMatch(/^Priya, congratulations on the move/);
    expect(moved.join(' ')).toContain('Northbeam Analytics');

    const hiring = checkedCommentsOn(
      "We're hiring two Account Executives for our Austin office. OTE $160k. Apply via the link.",
    );
    expect(hiring[0]).toMatch(/Account Executive/);

    const launch = suggestCommentsLocal({
      ...base,
      posterName: 'Formwise',
      content: 'Introducing Formwise Portals: turn any spreadsheet into a client portal. Available today.',
    });
    check(launch);
    expect(launch[0]).not.toMatch(/^Formwise,/);
  });

  it('names the title a job post hires for and the company a new position is at, as the post writes them', () => {
    const hiring = checkedCommentsOn(
      "We're hiring a Head of Partnerships in Toronto! Acme is growing fast. Apply via the link in the comments or DM me.",
    );
    expect(hiring[0]).toMatch(/for the Head of Partnerships\?/);
    expect(hiring.join(' ')).not.toMatch(/Toronto|Partnership\b/);
    const moved = checkedCommentsOn(
      "Excited to share that I've started a new position as Head of Sales at Acme! Grateful for 6 years.",
    );
    expect(moved[0]).toMatch(/What drew you to Acme,/);
    const thanked = suggestCommentsLocal({
      ...base,
      content: 'Thrilled to kick off my next role as Chief of Staff at Lumina Bio. Thank you to everyone who helped.',
    });
    expect(thanked[0]).toMatch(/What drew you to Lumina Bio,/);
  });

  it('congratulates a milestone by what it counts, and leaves "we hit a wall" alone', () => {
    const booked = checkedCommentsOn('Booked meeting number 86 this year 🎉');
    expect(booked[0]).toBe(
      'Priya, congratulations on meeting number 86! What made the biggest difference in getting there?',
    );
    expect(suggestCommentsLocal({ ...base, content: 'Closed our 100th deal of the year today!' })[0]).toMatch(
      /congratulations on your 100th deal!/,
    );
    const wall = suggestCommentsLocal({
      ...base,
      content: 'We hit a wall with outbound last quarter. Here is what we changed.',
    });
    expect(wall.join(' ')).not.toMatch(/congratulations/i);
  });

  it('answers a hot take as an opinion and advice as advice, naming what they are about and never their label', () => {
    const take = checkedCommentsOn(
      'Unpopular opinion: your pipeline reviews dashboard has too many numbers. Ours had 15. Pick three. That’s it.',
    );
    expect(take[0]).toBe('Priya, what would it take to change your mind on the pipeline reviews dashboard?');
    const tip = checkedCommentsOn(
      'Dialbright tip after 10 weeks with it: record your first 6 calls of the day and listen back on Thursday.',
    );
    expect(tip[0]).toBe('Priya, how did the team take it when you first put this into practice?');
    expect(tip.join(' ')).not.toMatch(/tip|the record/i);
  });

  it('answers what an author measured by asking about the numbers', () => {
    const finding = checkedCommentsOn(
      'We analysed 150 calls from last month. The reps who asked about budget in the first ten minutes closed 22% more often.',
    );
    expect(finding[0]).toBe(
      'Priya, interesting numbers. Did the difference hold up when you looked again a month later?',
    );
    const choice = suggestCommentsLocal({ ...base, content: 'I looked at 3 CRMs last year and picked the cheapest.' });
    expect(choice.join(' ')).not.toMatch(/interesting numbers/i);
  });

  it('answers someone looking for work with support, not with questions for a hiring manager', () => {
    const comments = checkedCommentsOn(
      'I got laid off today after 6 years. If anyone is hiring a customer success lead in Berlin, I would love to chat.',
    );
    expect(comments[0]).toMatch(/^Priya, sorry to hear it/);
    expect(comments.join(' ')).not.toMatch(/candidates|applicants|first 90 days/);
    expect(comments[2]).toMatch(/Rooting for you, Priya\.$/);
    // Advice to people who hire, or news of layoffs, is not someone looking for work.
    for (const content of [
      "If you're hiring SDRs this year, write down what success looks like before you post the role.",
      'Three companies in our space laid off a fifth of their sales teams this quarter. What does that mean for pipeline?',
    ]) {
      expect(suggestCommentsLocal({ ...base, content }).join(' ')).not.toMatch(/sorry to hear|Rooting for you/i);
    }
  });

  it('names the company a person joined, and keeps a role ending in "ss" whole', () => {
    const moved = suggestCommentsLocal({
      ...base,
      content: 'Thrilled to announce I joined Acme as Head of Revenue Operations! Grateful to the team at Globex.',
    });
    expect(moved[0]).toBe(
      "Priya, congratulations on the move! What drew you to Acme, and what's the first thing you want to tackle?",
    );
    const hiring = suggestCommentsLocal({
      ...base,
      content: "We're hiring a Head of Customer Success in Austin. Remote friendly, apply via the link.",
    });
    expect(hiring.join(' ')).not.toMatch(/Succes\b/);
  });

  it('keeps the capital of a name whose first letter is not ASCII', () => {
    const comments = checkedCommentsOn(
      'Big news: Østerberg Analytics is live! Our team worked for a year on this launch.',
    );
    expect(comments.join(' ')).toContain('Østerberg Analytics');
    expect(comments.join(' ')).not.toContain('østerberg');
  });

  it('never throws and still suggests something for empty or emoji-only posts', () => {
    check(suggestCommentsLocal({ ...base, content: '' }));
    check(suggestCommentsLocal({ ...base, content: '🙌🙌🙌' }));
  });
});

describe('firstNameOf', () => {
  it('uses a first name only for people on LinkedIn', () => {
    expect(firstNameOf({ posterName: 'Dr. Amara Singh', platform: 'linkedin' })).toBe('Amara');
    expect(firstNameOf({ posterName: 'Harbor Health', platform: 'linkedin' })).toBeUndefined();
    expect(firstNameOf({ posterName: 'Ledgerly', platform: 'linkedin' })).toBeUndefined();
    expect(firstNameOf({ posterName: 'Basil & Brine', platform: 'linkedin' })).toBeUndefined();
    expect(firstNameOf({ posterName: 'u/coldcall_carl', platform: 'reddit' })).toBeUndefined();
  });
});
