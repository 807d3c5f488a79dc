import { describe, expect, it } from 'vitest';
import { fixture } from '../../../../test/fixtures/network/fixture.ts';
import { parseLinkedinComments } from './comments.ts';

describe('LinkedIn comments', () => {
  it('reads dash comments in order, each with its first reply', () => {
    expect(parseLinkedinComments(fixture('linkedin-comments.dash.json'))).toEqual([
      {
        name: 'Jordan Sample',
        headline: 'Founder, Example Robotics',
        profileImageURL: 'https://media.licdn.com/dms/image/TESTCjordan/profile-displayphoto-shrink_100_100/0/1?e=1',
        profileURL: 'https://www.linkedin.com/in/jordan-sample',
        comment: 'Which CRM did you pick in the end?',
        reply: {
          name: 'Avery Testwell',
          headline: 'Head of Sales at Contoso Analytics',
          profileImageURL: 'https://media.licdn.com/dms/image/TESTCavery/profile-displayphoto-shrink_100_100/0/1?e=1',
          profileURL: 'https://www.linkedin.com/in/avery-testwell',
          comment: 'We went with the one that had the best import tool.',
        },
      },
      {
        name: 'Sam Placeholder',
        headline: 'VP Marketing at Tailspin Toys',
        profileImageURL: 'https://media.licdn.com/dms/image/TESTCsam/profile-displayphoto-shrink_100_100/0/1?e=1',
        profileURL: 'https://www.linkedin.com/in/sam-placeholder',
        comment: 'Bookmarking this.',
        reply: null,
      },
    ]);
  });

  it('reads legacy feed.Comment entities, finding names and pictures through miniProfiles', () => {
    const [comment] = parseLinkedinComments(fixture('linkedin-activity-feed.normalized.json'));
    expect(comment).toMatchObject({
      name: 'Riley Fixture',
      headline: 'Revenue Operations Lead at Northwind Widgets',
      profileURL: 'https://www.linkedin.com/in/riley-fixture',
      profileImageURL: expect.stringMatching(/TESTriley/),
      reply: { name: 'Sam Placeholder', comment: 'Thanks Riley! Part two is coming next week.' },
    });
  });

  it("keeps only the asked post's comments when the answer carries several posts'", () => {
    const raw = fixture('linkedin-activity-feed.normalized.json');
    expect(parseLinkedinComments(raw, { threadUrns: ['urn:li:ugcPost:7522553010585600505'] })).toHaveLength(1);
    expect(parseLinkedinComments(raw, { threadUrns: ['urn:li:activity:1'] })).toEqual([]);
  });

  it('refuses an answer without comments or a collection', () => {
    expect(() => parseLinkedinComments({ data: {} })).toThrow(/rawData: has no comments/);
  });
});
