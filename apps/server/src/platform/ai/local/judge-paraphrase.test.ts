import { describe, expect, it } from 'vitest';
import { judgeRuleLocal } from './judge-rule.ts';

/**
 * An evaluation set for the basic engine's judge: posts that say what a criterion means in other words must
 * match it, and posts that share its words but not its meaning must not.
 */
const RULE = 'complains about a vendor price increase';

const SAYS_IT = [
  'They raised prices again. Third time in two years.',
  'Our CRM vendor just hiked the price by 30% at renewal, with no new features.',
  'HubSpot increased pricing on the Pro tier and our renewal quote doubled.',
  'Prices went up 20% overnight and support still takes a week to answer.',
  'Got the invoice this morning: the subscription is suddenly way more expensive.',
  'Apparently every seat costs more now. They bumped the per-seat fee from $40 to $55.',
  'Another SaaS price hike. At this point we are paying for their fundraising.',
];

const DOES_NOT = [
  // Its own price change, announced: no complaint.
  "We're raising our prices on 1 March. Existing customers keep their plan for a year.",
  // Price and raising, but money raised, not a price.
  'We just raised our Series A to build the best pricing page builder.',
  // A price, no increase.
  'Price is what you pay, value is what you get. Stop competing on price.',
  // An increase, not of a price.
  'Our reply rate increased 40% after we cut the first line of every email.',
  // Asking about prices, not complaining.
  'What do you all pay for a sales engagement tool per seat?',
];

describe('the basic judge on paraphrases', () => {
  it.each(SAYS_IT)('matches "%s"', (post) => {
    const judgement = judgeRuleLocal(RULE, post);
    expect(judgement).toMatchObject({ match: true });
    // The reason quotes what the post said, so the tags tooltip can show why.
    expect(judgement.reason).toMatch(/^The post complains about a tool or vendor and mentions a price increase \("/);
  });

  it.each(DOES_NOT)('does not match "%s"', (post) => {
    expect(judgeRuleLocal(RULE, post).match).toBe(false);
  });

  it('still needs the complaint when a criterion asks for one', () => {
    expect(judgeRuleLocal('posts about a price increase', "We're raising our prices on 1 March.").match).toBe(true);
  });
});
