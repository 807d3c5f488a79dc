import { describe, expect, it } from 'vitest';
import { judgeRuleLocal, parseCriterion } from './judge-rule.ts';

describe('parseCriterion', () => {
  it('strips the framing and separates what the post does from what it is about', () => {
    expect(parseCriterion('Posts where someone asks for a CRM recommendation')).toEqual({
      intents: ['ask'],
      topics: [[['crm']]],
      negated: false,
    });
    expect(parseCriterion('posts about cold email deliverability')).toEqual({
      intents: [],
      topics: [[['cold', 'email', 'deliverability']]],
      negated: false,
    });
    expect(parseCriterion('posts where a company is hiring sales reps').intents).toEqual(['hiring']);
    expect(parseCriterion('posts not about crypto').negated).toBe(true);
    expect(parseCriterion('posts promoting an upcoming event')).toEqual({
      intents: ['event'],
      topics: [],
      negated: false,
    });
    expect(parseCriterion('posts about pricing and packaging or discounts').topics).toEqual([
      [['pricing']],
      [['packaging'], ['discount']],
    ]);
  });
});

describe('judgeRuleLocal', () => {
  const crm = 'posts where someone asks for a CRM recommendation';

  it('reads a criterion written in the third person ("Mentions pricing") as what the post is about', () => {
    expect(parseCriterion('Mentions an office move')).toEqual({ intents: [], topics: [[['office']]], negated: false });
    expect(parseCriterion('Talks about hiring')).toEqual({ intents: ['hiring'], topics: [], negated: false });
    expect(judgeRuleLocal('Mentions pricing', 'Our new pricing page is live: plans start at $10.')).toEqual({
      match: true,
      reason: 'The post mentions pricing.',
    });
    const jobPost = "We're hiring a senior designer to join our team in Berlin. Apply through the link.";
    expect(judgeRuleLocal('Talks about hiring', jobPost).match).toBe(true);
    expect(judgeRuleLocal('Discusses pricing', 'Lunch with the team today.').match).toBe(false);
  });

  it("judges a criterion and a post that use a word every object answers to ('constructor')", () => {
    const criterion = 'posts where someone is looking for a constructor';
    const asks = judgeRuleLocal(criterion, 'We are looking for a constructor for our new office. Any recommendations?');
    expect(asks).toMatchObject({ match: true, reason: expect.stringMatching(/constructor/) });
    expect(judgeRuleLocal(criterion, 'Any recommendations for a payroll tool?').match).toBe(false);
  });

  it('matches a post that asks for the thing, not one that only mentions it', () => {
    const asks = judgeRuleLocal(
      crm,
      'Moving off spreadsheets next month. Any CRM you would recommend for a 6-person agency?',
    );
    expect(asks.match).toBe(true);
    expect(asks.reason).toMatch(/crm/i);

    const mentions = judgeRuleLocal(
      crm,
      'Your CRM is a mirror of your sales process. If the process is vague, the data will be too.',
    );
    expect(mentions).toEqual({ match: false, reason: 'The post does not ask for a recommendation or look to buy.' });

    const otherTool = judgeRuleLocal(
      crm,
      'Can anyone recommend a note taker for Zoom calls? It should push notes into our CRM automatically.',
    );
    expect(otherTool.match).toBe(false);
  });

  it('finds a topic through its equivalents', () => {
    const rule = 'posts about cold email deliverability';
    expect(
      judgeRuleLocal(rule, 'Half our outbound went to spam last week. We had never set up DMARC on the new domain.')
        .match,
    ).toBe(true);
    expect(
      judgeRuleLocal(
        rule,
        'Personalise the first line of every cold email. Nobody reads the rest if that line is generic.',
      ).match,
    ).toBe(false);
    const hiring = 'posts where a company is hiring sales reps';
    expect(
      judgeRuleLocal(hiring, "We're hiring two Account Executives in Leeds. OTE £90k. DM me for details.").match,
    ).toBe(true);
    expect(judgeRuleLocal(hiring, "We're hiring a backend engineer in Leeds. DM me for details.").match).toBe(false);
  });

  it('checks intents with the content-tag detectors', () => {
    const rule = 'posts announcing a new job or promotion';
    expect(judgeRuleLocal(rule, "Some personal news: I've joined Harbor Bank as VP of Treasury Sales.").match).toBe(
      true,
    );
    expect(
      judgeRuleLocal(rule, 'Changing jobs every two years is normal now. Stop treating it as a red flag.').match,
    ).toBe(false);
  });

  it('inverts negated criteria and refuses empty ones', () => {
    expect(judgeRuleLocal('posts not about crypto', 'Bitcoin is up again and my feed is all crypto.').match).toBe(
      false,
    );
    expect(judgeRuleLocal('posts not about crypto', 'Quarter closed at 104% of plan.').match).toBe(true);
    expect(judgeRuleLocal('posts', 'Anything at all').match).toBe(false);
  });
});
