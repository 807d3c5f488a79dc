import { describe, expect, it } from 'vitest';
import { classifyContentLocal } from './classify.ts';

describe('classifyContentLocal', () => {
  it.each([
    [
      'Which payroll provider do you use for a team spread across four states? Ours keeps filing late.',
      ['Question', 'Hot lead'],
    ],
    [
      "We're hiring a Senior Product Designer to join our Berlin team. Hybrid, salary €80–95k. Apply via the link below.",
      ['Hiring'],
    ],
    [
      'Today we launched Cadence 3.0: automatic follow-ups and a new mobile app. Available now for every plan.',
      ['Launch'],
    ],
    [
      'Join us on Thursday 14 March at 4pm CET for a free webinar on pricing experiments. Register with the link in the comments.',
      ['Event'],
    ],
    ["Hiring at Acme: a Sales Engineer (remote, Nairobi timezone). You'll own CRM hygiene from day one.", ['Hiring']],
    ['Hiring at Acme: SDRs (remote, Berlin timezone). Referrals welcome!', ['Hiring']],
    // An event's page names a role, says "join" and links, and is no job post.
    [
      "Join our free webinar on cold email next Wednesday. Acme's Sales Engineer will walk through 2 real pipeline reviews, live. Registration link below.",
      ['Event'],
    ],
    // No invitation word: the post says where the link is, or when the event takes place.
    ['Our webinar on pricing pilots is next Tuesday at 5pm CET. Link in comments.', ['Event']],
    ['The Revenue Summit takes place on Thursday in Lisbon, 9am. Details below.', ['Event']],
    ["Thrilled to share that I'm starting a new position as Head of Partnerships at Northbeam!", ['Job change']],
    [
      'Our current CRM is painfully slow and the renewal is coming up. Open to demos from vendors that handle field sales.',
      ['Hot lead'],
    ],
  ])('tags %s', (content, tags) => {
    expect(classifyContentLocal(content)).toEqual(tags);
  });

  it('leaves advice, recaps and rhetorical hooks untagged', () => {
    // A link in the comments or a weekday is not an event without an event: a guide, a team's week.
    expect(
      classifyContentLocal('Link in comments to the guide we wrote on cold email. New chapters every Tuesday.'),
    ).toEqual([]);
    expect(classifyContentLocal('Our webinar recording is on YouTube now. We covered pricing on Tuesday.')).toEqual([]);
    expect(classifyContentLocal('Hiring in 2026: what changed for startups.')).toEqual([]);
    // A job ad's link, and an event's noun and a weekday in another sentence, are no event.
    expect(
      classifyContentLocal(
        'We are hiring an SDR in Dublin. Apply via the link in the comments. We put three numbers at the top of the Monday agenda.',
      ),
    ).toEqual(['Hiring']);
    expect(
      classifyContentLocal(
        'Hiring is a sales process. Treat candidates like buyers and your offer acceptance rate will show it.',
      ),
    ).toEqual([]);
    expect(
      classifyContentLocal("Two takeaways from last week's conference: buyers want proof, and nobody reads decks."),
    ).toEqual([]);
    expect(
      classifyContentLocal(
        'Want to know why your reply rates dropped? Your emails are about you. Make them about the buyer.',
      ),
    ).toEqual([]);
    expect(
      classifyContentLocal("We switched from monthly to weekly forecasts. Accuracy went up. That's the post."),
    ).toEqual([]);
  });

  it('takes a question its author answers at once for a device, not an ask', () => {
    expect(classifyContentLocal('Did it work? Yes. Revenue doubled in a quarter.')).toEqual([]);
    expect(
      classifyContentLocal(
        'Honest review after 8 months with Pipewise: great for cold email, painful reporting. Would I buy it again? Probably, with a better onboarding plan.',
      ),
    ).toEqual([]);
    // "No" that opens a sentence of its own is not an answer.
    expect(classifyContentLocal('Which CRM do you use? No spreadsheets please, we have 40 reps.')).toContain(
      'Question',
    );
  });

  it('marks a hot lead when a hot-lead keyword appears as a whole word', () => {
    const content = 'Spent the whole weekend reconciling invoices in spreadsheets again.';
    expect(classifyContentLocal(content, ['invoices'])).toEqual(['Hot lead']);
    expect(classifyContentLocal(content, ['invoice'])).toEqual([]);
    expect(classifyContentLocal(content, [])).toEqual([]);
  });

  it('never throws on empty or unusual input', () => {
    expect(classifyContentLocal('')).toEqual([]);
    expect(classifyContentLocal('🔥🔥🔥')).toEqual([]);
    expect(classifyContentLocal('Nous recrutons un commercial terrain à Lyon. Envoyez votre CV.')).toEqual(['Hiring']);
    expect(() => classifyContentLocal('a'.repeat(8_000))).not.toThrow();
  });
});
