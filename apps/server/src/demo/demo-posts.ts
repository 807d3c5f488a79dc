import type { NormalizedPostInput } from '@inroad/contracts/post-ingest';
import { DEMO_MEDIA_PREFIX as DEMO_MEDIA } from '../modules/demo-media/demo-media.routes.ts';
import { ADJACENT_PRODUCT, COMPANIES, COMPETITOR, type DemoPerson } from './demo-people.ts';
import { type Random, slugify } from './demo-random.ts';

/** Invented posts for the demo workspace: every kind the inbox shows (tags, media, lengths, platforms). */

export interface DemoFeed {
  /** The demo source the post comes from (see demo-workspace.ts). */
  source: string;
  platform: 'linkedin' | 'reddit';
  topics: readonly string[];
}

type Fill = {
  topic: string;
  company: string;
  n: number;
  role: string;
  city: string;
  day: string;
  weeks: number;
  percent: number;
  /** Three of LESSONS, in the order the post lists them. */
  lessons: readonly string[];
  /** One of the small things a post can be about: an opening line, a title, a metric. */
  opener: string;
  title: string;
  metric: string;
};

const ROLES = ['SDRs', 'Account Executives', 'a RevOps analyst', 'a Sales Engineer', 'a Head of Partnerships'];
const CITIES = ['Lisbon', 'Toronto', 'Berlin', 'Austin', 'Melbourne', 'Nairobi', 'Dublin', 'Singapore'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const LESSONS = [
  'Write down the definition of a qualified lead.',
  'Review the pipeline weekly, not monthly.',
  'Kill deals that have not moved in 30 days.',
  'Ask about budget before the demo, not after.',
  'Let the newest rep run one review a month.',
  'Put next steps in the calendar before the call ends.',
  'Measure replies, not sends.',
  'Share one lost deal a week, with the real reason.',
];
const OPENERS = [
  "I'll be brief.",
  'You can hang up in thirty seconds if this is useless.',
  'I read your post about hiring, so I will keep this short.',
  'Is now a terrible time?',
  'We have not met, and I am calling about one thing.',
  'I promised myself I would call five people today. You are number four.',
];
const TITLES = [
  'Head of Sales',
  'VP of Revenue',
  'Director of Sales Development',
  'Head of RevOps',
  'Chief Revenue Officer',
];
const METRICS = [
  'meetings held',
  'pipeline created per rep',
  'win rate on qualified deals',
  'days from first call to close',
  'reply rate',
  'forecast accuracy',
];

/**
 * Each template takes the post's own details (topic, company, numbers, place, day), so the feed reads as many
 * people writing rather than one post copied: over the demo's month no text recurs more than a few times.
 */
const TEMPLATES: Record<string, readonly ((f: Fill) => string)[]> = {
  insight: [
    (f) =>
      `Hot take: most ${f.topic} problems are really process problems. We cut our cycle time by ${f.n}% in ${f.weeks} weeks by fixing the handoff between marketing and sales, not by buying another tool.`,
    (f) =>
      `${f.lessons.length} things I learned about ${f.topic} in ${f.weeks} weeks at ${f.company}:\n\n${f.lessons.map((lesson, i) => `${i + 1}. ${lesson}`).join('\n')}\n\nWhat would you add?`,
    (f) =>
      `Unpopular opinion: your ${f.topic} dashboard has too many numbers. Ours had ${f.n + 12}. Pick three. Review them every ${f.day}. That's it.`,
    (f) =>
      `We analysed ${f.n * 10} calls from last month. The reps who asked about budget in the first ten minutes closed ${f.percent}% more often. ${f.topic} is a people game.`,
    (f) =>
      `If your ${f.topic} playbook is older than your newest hire, rewrite it with them. Ours at ${f.company} took ${f.weeks} weeks, and the fresh eyes caught the steps everyone skips.`,
  ],
  question: [
    (f) =>
      `Question for the sales leaders here: how do you run ${f.topic} reviews with a team of ${f.n} spread from ${f.city} to three other time zones? Looking for formats that keep people honest without turning it into an interrogation.`,
    (f) =>
      `Can anyone recommend a good course on ${f.topic}? We hired ${(f.n % 6) + 2} people in ${f.city} this quarter, and they are eager but green.`,
    (f) =>
      `How many touches does your outbound sequence have? We are at ${(f.n % 9) + 4} over ${f.weeks + 10} days with a ${(f.percent / 10).toFixed(1)}% reply rate, and wondering if that is too many.`,
    (f) =>
      `What is the one metric you would keep if you could only track one in ${f.topic}? At ${f.company} we would keep ${f.metric}, and I am ready to be argued out of it.`,
  ],
  buying: [
    (f) =>
      `We're looking for an alternative to ${COMPETITOR}. Our team of ${f.n} reps in ${f.city} has outgrown it. Any recommendations for a tool that handles ${f.topic} well?`,
    (f) =>
      `Evaluating vendors for ${f.topic} this month, for ${f.n} reps. Shortlist so far: ${COMPETITOR}, ${f.company}, and building it ourselves. Who has switched recently and would do it again?`,
    (f) =>
      `Switching from spreadsheets to a proper CRM in ${f.weeks} weeks, for ${f.n} reps in ${f.city}. What should we set up first so ${f.topic} doesn't become a mess again?`,
  ],
  hiring: [
    (f) =>
      `We're hiring ${f.role} in ${f.city}! ${f.company} is growing fast and we need people who love talking to customers. Apply via the link in the comments or DM me.`,
    (f) =>
      `Hiring at ${f.company}: ${f.role} (remote, ${f.city} timezone). You'll own ${f.topic} from day one. Referrals welcome!`,
  ],
  launch: [
    (f) =>
      `Today we launched our new ${f.topic} workspace at ${f.company}. It took ${f.n} weeks, three rewrites and a lot of coffee. Would love your feedback!`,
    (f) =>
      `Introducing ${f.company} Insights: see which deals are slipping before your ${f.day} forecast call. Now live for all ${f.n * 40} customers.`,
  ],
  event: [
    (f) =>
      `Join our free webinar on ${f.topic} next ${f.day}. ${f.company}'s ${f.role.replace(/^an? /, '')} will walk through ${(f.n % 4) + 2} real pipeline reviews, live. Registration link below.`,
    (f) =>
      `I'll be speaking at the ${f.city} Revenue Summit on ${f.day} about ${f.topic}: ${f.n} minutes, no slides. Come say hi if you are there!`,
  ],
  jobChange: [
    (f) =>
      `Excited to share that I've started a new position as ${f.title} at ${f.company}! Grateful for ${(f.n % 7) + 2} years with my previous team.`,
    (f) =>
      `Some personal news: after ${(f.n % 7) + 2} great years I'm moving on to lead ${f.topic} at ${f.company} in ${f.city}. Onwards!`,
  ],
  competitor: [
    (f) =>
      `Honest review after ${(f.n % 11) + 2} months with ${COMPETITOR}: great for ${f.topic}, painful reporting for a team of ${f.n}. Would I buy it again? Probably, with a better onboarding plan.`,
    (f) =>
      `${COMPETITOR} just raised prices again, ${f.percent}% at our renewal for ${f.n} seats. Anyone else re-evaluating their ${f.topic} stack?`,
  ],
  adjacent: [
    (f) =>
      `Pairing ${ADJACENT_PRODUCT} with our CRM took our connect rate from ${(f.percent % 9) + 3}% to ${(f.percent % 9) + 3 + (f.n % 7) + 2}%. The trick was routing calls by ${f.topic} stage.`,
    (f) =>
      `${ADJACENT_PRODUCT} tip after ${f.weeks} weeks with it: record your first ${(f.n % 8) + 5} calls of the day and listen back on ${f.day}. Painful, useful.`,
  ],
  short: [
    (f) => `${f.day} ${f.topic} check: what's your number one priority this week? Mine is ${f.metric}.`,
    (f) => `Best cold open I heard this week (call number ${f.n} on ${f.day}, to ${f.city}): "${f.opener}"`,
    (f) => `Booked meeting number ${f.n * 5 + (f.percent % 5)} this year 🎉`,
  ],
};

const KINDS: [keyof typeof TEMPLATES, number][] = [
  ['insight', 28],
  ['question', 12],
  ['buying', 8],
  ['hiring', 8],
  ['launch', 7],
  ['event', 7],
  ['jobChange', 6],
  ['competitor', 8],
  ['adjacent', 6],
  ['short', 10],
];

const COMMENTS = [
  'Great point, thanks for sharing.',
  'We saw the same thing last quarter.',
  'Could you share the template?',
  'Strongly disagree on the second point, but love the post.',
  'This is the way.',
  'Saving this for our team meeting.',
];

type Extra = Fill & { deals: number; people: number };

/**
 * The body of a long post: each paragraph takes the post's own topic, company, place and numbers, so no paragraph
 * recurs across the feed and a summary of the post has the post's own point to pick.
 */
const LONG_PARAGRAPHS: readonly ((f: Extra) => string)[] = [
  (f) =>
    `When I joined ${f.company}, ${f.topic} lived in ${f.people} different spreadsheets. Nobody could say which one was right, so every meeting started with an argument about numbers instead of customers.`,
  (f) =>
    `The first thing we changed was small: a one-page definition of each ${f.topic} stage, written with ${f.role} in the room. It took ${f.weeks} weeks of back and forth, and it settled more arguments than any tool we bought.`,
  (f) =>
    `We tried ${(f.n % 3) + 2} cadences for ${f.topic} this year. The winner was not the longest or the cleverest; it was the one the team in ${f.city} actually followed every ${f.day}.`,
  (f) =>
    `At ${f.company}, ${f.topic} became a ${(f.n % 4) + 1}0-minute habit every ${f.day} rather than a spreadsheet. It replaced the two-hour scramble we used to have at the end of every quarter.`,
  (f) =>
    `Out of ${f.deals} deals we lost last half, ${f.percent}% stalled after the first demo. The pattern only showed up once we wrote down why each one went quiet, in a sentence, the same day.`,
  (f) =>
    `A customer in ${f.city} told me they signed with ${f.company} because of our follow-up e-mail, not the product. It arrived within ${f.people * 5} minutes and repeated their problem in their own words. We now write it before the call ends.`,
  (f) =>
    `Hiring ${f.role} taught me that ${f.topic} skills can be learned in ${f.weeks} weeks, but curiosity cannot. The best people we brought on asked more questions in the interview than we did.`,
  (f) =>
    `The metric that surprised us most: replies went up ${f.percent}% when the first message in a ${f.topic} sequence was under ${(f.n % 5) + 5}0 words. Short is not lazy; it is respectful of a busy inbox.`,
  (f) =>
    `We killed ${f.deals} zombie opportunities in one afternoon. The pipeline looked ${f.percent}% smaller and the forecast got more accurate overnight, which tells you what those deals were really worth.`,
  (f) =>
    `Not everything worked. Our ${f.topic} dashboard at ${f.company} grew to ${f.people + 20} charts and nobody opened it. We cut it to three numbers and put them at the top of the ${f.day} agenda.`,
  (f) =>
    `If I could give my younger self one piece of advice about ${f.topic}, it would be to say no sooner. ${f.percent}% of the accounts I chased in my first year never had budget, and I could have known in the first call.`,
  (f) =>
    `Our team in ${f.city} now shadows ${(f.n % 3) + 1} customer calls a week, across roles. ${f.role} hear objections first hand, and product hears the words customers use for ${f.topic}.`,
  (f) =>
    `Onboarding used to take ${f.weeks + 4} weeks. With a written ${f.topic} playbook and a buddy for each new hire at ${f.company}, it is down to ${f.weeks}, and new reps book their first meeting in week two.`,
  (f) =>
    `The lesson I keep relearning at ${f.company}: ${f.topic} problems are rarely tool problems. ${f.people} people agreeing on one process beats the best software nobody trusts.`,
];

function pickDistinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  return Array.from(
    { length: Math.min(count, pool.length) },
    () => pool.splice(random.int(0, pool.length - 1), 1)[0] as T,
  );
}

function pickKind(random: Random): keyof typeof TEMPLATES {
  const total = KINDS.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [kind, weight] of KINDS) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'insight';
}

function longVersion(random: Random, text: string, fill: Fill): string {
  const extra: Extra = { ...fill, deals: random.int(14, 160), people: random.int(3, 14) };
  const pool = [...LONG_PARAGRAPHS];
  const paragraphs = [text];
  const length = random.int(1500, 2600);
  while (paragraphs.join('\n\n').length < length && pool.length > 0) {
    const [next] = pool.splice(random.int(0, pool.length - 1), 1);
    if (next) paragraphs.push(next(extra));
  }
  return `${paragraphs.join('\n\n')}\n\n#sales #revops #b2b`;
}

/** One post of a feed, posted at `postedAt`; `key` makes its external id unique and stable. */
export function demoPost(options: {
  random: Random;
  feed: DemoFeed;
  author: DemoPerson;
  key: string;
  postedAt: Date;
}): NormalizedPostInput {
  const { random, feed, author, key } = options;
  const kind = pickKind(random);
  const fill: Fill = {
    topic: random.pick(feed.topics),
    company: author.company === COMPETITOR ? random.pick(COMPANIES.slice(0, 5)) : author.company,
    n: random.int(3, 48),
    role: random.pick(ROLES),
    city: random.pick(CITIES),
    day: random.pick(DAYS),
    weeks: random.int(2, 12),
    percent: random.int(12, 71),
    lessons: pickDistinct(random, LESSONS, 3),
    opener: random.pick(OPENERS),
    title: random.pick(TITLES),
    metric: random.pick(METRICS),
  };
  let content = random.pick(TEMPLATES[kind] ?? [])(fill);
  if (kind !== 'short' && random.chance(0.1)) content = longVersion(random, content, fill);
  const media = demoMedia(random, key, fill.topic);
  const externalId = author.platform === 'linkedin' ? `urn:li:activity:demo-${key}` : `t3_demo_${key}`;
  return {
    platform: author.platform,
    externalId,
    url:
      author.platform === 'linkedin'
        ? `https://linkedin.example.com/feed/update/${externalId}`
        : `https://reddit.example.com/r/sales/comments/${key}`,
    content,
    postedAt: options.postedAt.toISOString(),
    poster: {
      name: author.name,
      headline: author.headline,
      profileUrl:
        author.platform === 'linkedin'
          ? `https://linkedin.example.com/in/${author.slug}`
          : `https://reddit.example.com/user/${author.slug}`,
      imageUrl: `${DEMO_MEDIA}/avatar/${slugify(author.name)}.svg`,
      salesNavId: author.platform === 'linkedin' ? author.entityId.replace('ACoA', 'ACwA') : null,
      entityId: author.entityId,
      slug: author.slug,
    },
    connectionDepth: author.connectionDepth,
    media,
    // The comments shown under a post are some of those it counts, each said once.
    ...demoEngagement(random),
  };
}

function demoEngagement(random: Random): Pick<NormalizedPostInput, 'counts' | 'comments'> {
  const likes = random.skewed(2500);
  const comments = random.chance(0.3) ? pickDistinct(random, COMMENTS, random.int(1, 4)) : [];
  return {
    counts: { likes, comments: comments.length + random.skewed(300), shares: random.skewed(80) },
    comments,
  };
}

function demoMedia(random: Random, key: string, topic: string): NormalizedPostInput['media'] {
  const none = { imageUrl: null, videoUrl: null, externalLink: null, carouselImages: [], fullCarouselUrl: null };
  const roll = random.next();
  const deck = slugify(`${topic} playbook`);
  if (roll < 0.18) return { ...none, imageUrl: `${DEMO_MEDIA}/image/${slugify(topic)}-${key}.svg` };
  if (roll < 0.28) {
    const slides = random.int(3, 8);
    return {
      ...none,
      carouselImages: Array.from({ length: slides }, (_, i) => `${DEMO_MEDIA}/slide/${deck}.${i + 1}.svg`),
      fullCarouselUrl: `${DEMO_MEDIA}/document/${deck}.pdf`,
    };
  }
  if (roll < 0.35) return { ...none, videoUrl: `${DEMO_MEDIA}/video/${key}.webm` };
  if (roll < 0.47) return { ...none, externalLink: `https://blog.example.com/${slugify(topic)}-${key}` };
  return none;
}
