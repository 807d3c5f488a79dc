import { AI_COMMENT_MAX_CHARS, type AiPostInput, type AiUserInput, type ContentTag } from '@inroad/contracts/ai';
import { clipText } from '@inroad/contracts/text';
import { readContentSignals } from './classify.ts';
import { ROLE_NOUNS } from './lexicon.ts';
import { type KeyPhrase, keyPhrases } from './phrases.ts';
import { capitalise } from './text-case.ts';

/**
 * Three comments in three styles (a question, agree-and-add, a short experience), built from the post's
 * own key phrases and the author's first name. Templates differ by what the post is (a job move, a job
 * post, a launch, an event, a milestone, a product review, a question, a hot take, advice, a finding) so
 * the comment answers the post rather than praising it.
 */

const ORGANISATION_WORDS =
  /\b(?:inc|llc|ltd|gmbh|plc|co|corp|company|labs?|systems|software|group|health|analytics|capital|press|collective|academy|research|studio|foods|coffee|forum|summit|camp|partners|ventures|solutions|technologies|tech|media|agency|clinics?|logistics|freight|bank|university|school|team|hq|official|network|community|circle|connect|index|pricing|bootcamp)\b/i;

/** The author's first name when the poster looks like a person; company pages and usernames get none. */
export function firstNameOf(post: Pick<AiPostInput, 'posterName' | 'platform'>): string | undefined {
  if (post.platform === 'reddit') return undefined;
  const name = post.posterName.trim().replace(/^(?:dr|mr|mrs|ms|prof)\.?\s+/i, '');
  const words = name.split(/\s+/);
  const first = words[0] ?? '';
  if (words.length < 2 || ORGANISATION_WORDS.test(name) || name.includes('&')) return undefined;
  return /^\p{Lu}\p{Ll}+(?:[-']\p{Lu}?\p{Ll}+)?$/u.test(first) ? first : undefined;
}

const ROLE_HEADS = new Set(ROLE_NOUNS.map((r) => r.split(' ').pop() ?? r));

function clip(text: string, max = 40): string {
  if (text.length <= max) return text;
  const cut = clipText(text, max);
  return cut.slice(0, cut.lastIndexOf(' ') > 10 ? cut.lastIndexOf(' ') : cut.length);
}

function pick(phrases: KeyPhrase[], test: (p: KeyPhrase) => boolean): KeyPhrase | undefined {
  return phrases.find(test);
}

function finish(comment: string): string {
  const clean = comment
    .replace(/#(?=[\p{L}\p{N}_])/gu, '')
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.?!])/g, '$1')
    .trim();
  if (clean.length < AI_COMMENT_MAX_CHARS) return clean;
  // Keep whole sentences when cutting, so the comment still reads as written.
  const sentences = clean.match(/[^.!?]+[.!?]+/g) ?? [clean];
  let out = '';
  for (const s of sentences) {
    if ((out + s).trim().length >= AI_COMMENT_MAX_CHARS) break;
    out += s;
  }
  return (out.trim() || clean.slice(0, AI_COMMENT_MAX_CHARS - 2).trim()).replace(/[,;:]$/, '');
}

/** "Maya, how …" or "How …". */
function address(name: string | undefined, sentence: string): string {
  return name ? `${name}, ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}` : sentence;
}

interface Slots {
  name?: string;
  main: string;
  role: string;
  org: string;
  /** What a milestone post celebrates ("meeting number 86", "1,000 customers"). */
  milestone: string;
  /** The product a review is of ("Honest review after 8 months with Pipewise"). */
  product: string;
  topic: string;
  eventName: string;
  expertise?: string;
}

type Family =
  | 'jobChange'
  | 'welcome'
  | 'openToWork'
  | 'hiring'
  | 'launch'
  | 'event'
  | 'buy'
  | 'milestone'
  | 'review'
  | 'take'
  | 'advice'
  | 'finding'
  | 'question'
  | 'general';

function templates(family: Family, s: Slots): [string, string, string] {
  const fromWhere = s.expertise ? `In ${s.expertise}, ` : '';
  switch (family) {
    case 'jobChange':
      return [
        address(
          s.name,
          `Congratulations on the move! What drew you to ${s.org}, and what's the first thing you want to tackle?`,
        ),
        `The first 90 days at ${s.org} will set the tone. Meeting the people closest to customers early tends to pay off more than any plan.`,
        `I made a similar move a few years ago; writing down what I'd learned in the old role before starting the new one helped more than I expected. Enjoy ${s.org}${s.name ? `, ${s.name}` : ''}.`,
      ];
    case 'welcome':
      return [
        `What will the new ${s.role} focus on first: the team, the process, or the numbers?`,
        `Bringing in a ${s.role} at this stage says a lot about where the company is heading. Curious to see what changes in the first six months.`,
        `We made a similar hire last year; giving them a month of customer calls before any planning paid off quickly.`,
      ];
    case 'openToWork':
      return [
        address(
          s.name,
          'Sorry to hear it, and thank you for saying it openly. What kind of team and role would you most like next? It makes introductions much easier.',
        ),
        'Sharing this with my network so it reaches the people hiring. Anyone who needs this experience should reach out.',
        `Been there. Telling people exactly which roles I wanted, rather than "anything", is what got me the right introductions. Rooting for you${s.name ? `, ${s.name}` : ''}.`,
      ];
    case 'hiring':
      return [
        address(
          s.name,
          `What does success look like in the first 90 days for the ${s.role}? That tells candidates more than the title does.`,
        ),
        `Passing this on to a couple of people in my network. One thing strong candidates will ask: how is the ${s.role} measured in the first year?`,
        `When we hired for a similar role, saying what the ${s.role} owns in the first quarter changed the quality of applicants more than the salary range did.`,
      ];
    case 'launch':
      return [
        address(s.name, `Who did you build ${s.main} for first, and what did early users ask for that surprised you?`),
        `Congrats on getting ${s.main} out the door. A short walkthrough video for first-time users would make it even easier to try.`,
        `${fromWhere}We rolled out something similar and adoption, not features, was the hard part. How are you handling onboarding for ${s.main}?`,
      ];
    case 'event':
      return [
        address(s.name, `Will the ${s.eventName} be recorded? I'd like to share it with my team if so.`),
        `${capitalise(s.topic)} is a timely theme. One angle worth covering: what teams stop doing once they get it right.`,
        `I went to a similar ${s.eventName} last year and the Q&A was the most useful part. Looking forward to hearing your take on ${s.topic}.`,
      ];
    case 'buy':
      return [
        address(
          s.name,
          `What matters most to you for ${s.main}: speed of setup, price, or how well it fits your current workflow? That usually narrows the list fast.`,
        ),
        `Worth asking before committing. One thing I'd add: ask anyone you talk to about ${s.main} for a reference customer your size, and what onboarding really takes.`,
        `${fromWhere}We went through the same decision on ${s.main}. The deciding factor was day-to-day use by the team, not the feature list. Happy to share notes.`,
      ];
    case 'milestone':
      return [
        address(s.name, `Congratulations on ${s.milestone}! What made the biggest difference in getting there?`),
        `That's a milestone worth marking. Numbers like that rarely come from one big change; curious what the habit behind it is.`,
        `${fromWhere}We track the same kind of number, and it's the steady weeks, not the big ones, that add up. Here's to the next one.`,
      ];
    case 'review':
      return [
        address(
          s.name,
          `Thanks for the honest take on ${s.product}. What would you tell a team to check before signing, knowing what you know now?`,
        ),
        `Reviews from someone who has lived with ${s.product} for months are worth more than any demo. Which part does the team use most day to day?`,
        `${fromWhere}We weighed ${s.product} too. Trade-offs spelled out like this are what actually help a team decide.`,
      ];
    case 'take': {
      const on = s.main === 'this' ? '' : ` on ${s.main}`;
      return [
        address(s.name, `What would it take to change your mind${on}?`),
        "Fair challenge. The teams I've seen get this right test it for a month before deciding either way.",
        `${fromWhere}I half agree${on}: it holds for most teams, and the exceptions are worth knowing about.`,
      ];
    }
    case 'advice':
      return [
        address(s.name, 'How did the team take it when you first put this into practice?'),
        `Trying this with my team. The part I'd watch is keeping it going after the first month, once the novelty wears off.`,
        `${fromWhere}We learned the same${s.main === 'this' ? '' : ` about ${s.main}`} the hard way. Writing the rule down where everyone sees it is what made it stick.`,
      ];
    case 'finding':
      return [
        address(s.name, 'Interesting numbers. Did the difference hold up when you looked again a month later?'),
        "Numbers like these are what convince a team to change. I'd be curious how it splits by rep or by segment.",
        `${fromWhere}We looked at something similar and saw the same pattern, once we had enough data to trust it.`,
      ];
    case 'question':
      return [
        address(
          s.name,
          `What have you tried so far on ${s.main}? Knowing that would help people here give a more useful answer.`,
        ),
        `It's worth asking. What has worked for us on ${s.main} is starting small, measuring for a month, and only then rolling it out to everyone.`,
        `${fromWhere}We faced the same question on ${s.main} last year. Talking to a few peers who had already solved it saved us months; happy to compare notes.`,
      ];
    default:
      return [
        address(s.name, `When did you first notice the difference with ${s.main}, and what gave it away?`),
        `Agree with the point about ${s.main}. I'd add that it only sticks when someone owns it week to week; otherwise it fades after the first month.`,
        `${fromWhere}We saw the same with ${s.main}: the difference came once we wrote down what we expected up front and checked it a month later.`,
      ];
  }
}

const EVENT_KIND =
  /\b(webinar|conference|summit|meetup|workshop|masterclass|panel|roundtable|session|dinner|breakfast|ama|livestream|live stream|talk|bootcamp|expo|event)\b/i;
const QUOTED_TITLE = /['"\u201c]([^'"\u201d]{8,80})['"\u201d]/;
const ABOUT = /\b(?:about|to discuss|to debate|covering|on how to)\s+([^.!?:;]{4,80})/i;

/** "the next step" reads as English where a bare "next step" does not; plurals and names need none. */
function withArticle(phrase: string): string {
  if (phrase === 'this' || !/^\p{Ll}/u.test(phrase) || /s$/.test(phrase) || /\d/.test(phrase)) return phrase;
  return `the ${phrase}`;
}

/** "Account Executives" → "Account Executive"; "customer success" and "sales" stay as they are. */
function singular(role: string): string {
  // "Heads of Partnerships" → "Head of Partnerships": the title's head is before "of".
  const [head = role, ...rest] = role.split(/(?= of )/);
  const one = /(?:ss|sales|ops|operations|analytics)$/i.test(head) ? head : head.replace(/(\w)s$/, '$1');
  return one + rest.join('');
}

/**
 * Someone looking for work, in their own words (laid off, open to work): a job post's "what does success look like
 * for the role" would answer them as if they were hiring. First person only, so that a post about layoffs, or advice
 * "if you're hiring", keeps its own kind.
 */
const OPEN_TO_WORK =
  /\b(?:i(?:'ve| have)? (?:just |recently )?(?:been |was |got |were )?(?:laid off|let go)|i (?:just |recently )?lost my job|open to work|opentowork|(?:i'm|i am) (?:now |actively )?(?:looking for|seeking) (?:my|a) (?:next|new) (?:role|position|opportunity|job|challenge)|(?:if|in case) anyone(?: is|'s)? hiring)\b/;

/** A capitalised name of up to `words` words, as a pattern's capture group: "Acme", "Northbeam Analytics". */
function nameGroup(words: number): string {
  return `(\\p{Lu}[\\p{L}\\d&.'-]*(?:\\s+\\p{Lu}[\\p{L}\\d&.'-]*){0,${words - 1}})`;
}

/** A name nameGroup captured, up to the end of its sentence: "at Lumina Bio. Thank you …" names "Lumina Bio". */
function nameIn(captured: string | undefined): string | undefined {
  return captured?.split(/[.!?]\s/)[0]?.replace(/[.']+$/, '');
}

/**
 * The product of a review, as its author named it: "Honest review after 8 months with Pipewise", "my review of
 * Northbeam", "Six months on HubSpot: great for …, painful …". Time spent with a name counts only beside words that
 * judge a product ("3 months with Sarah as my manager" is no review). A review without a named product is answered
 * as any other post.
 */
const PRODUCT_NAME = nameGroup(3);
const REVIEW_OF = new RegExp(
  `\\b(?:[Hh]onest|[Qq]uick|[Cc]andid|[Ff]ull|[Mm]y|[Oo]ur|[Uu]nbiased|[Ll]ong-term|\\d+-(?:day|week|month|year)) review\\b[^.!?\\n]{0,40}?\\b(?:of|on|with)\\s+${PRODUCT_NAME}`,
  'u',
);
const TIME_WITH = new RegExp(
  `\\b(?:\\d+|[Aa] few|[Ss]everal|[Ss]ix|[Tt]welve) (?:days|weeks|months|years) (?:with|on|using|into)\\s+${PRODUCT_NAME}`,
  'u',
);
const JUDGES_PRODUCT =
  /\b(?:review|verdict|pros|cons|worth it|would (?:i|we) (?:buy|pick|choose) it|renewal|pricing|features?|onboarding|reporting|integrations?|great for|painful)\b/i;

function reviewedProduct(content: string): string | undefined {
  const named =
    content.match(REVIEW_OF)?.[1] ?? (JUDGES_PRODUCT.test(content) ? content.match(TIME_WITH)?.[1] : undefined);
  return nameIn(named);
}

/**
 * What a post's opening line celebrates: "Booked meeting number 86 this year 🎉" → "meeting number 86", "We just
 * crossed 1,000 customers" → "1,000 customers". Only a count or a "number N": "we hit a wall" celebrates nothing.
 */
const MILESTONE =
  /^[^.!?\n]{0,30}?\b(?:booked|closed|signed|hit|reached|crossed|passed|celebrating)\s+((?:our |my |the )?(?:[\p{L}-]+ )?(?:number|no\.|#)\s?[\d,]+|(?:our |my |the )?[\d,]+(?:st|nd|rd|th)? (?:[\p{L}-]+ ){0,2}?(?:customer|client|user|member|follower|subscriber|meeting|deal|call|review|download|sale|signup|sign-up|student|episode|post|order)s?)\b/iu;

/** A post that takes a stand, from its opening words: "Unpopular opinion:", "Hot take:". */
const TAKE_OPENING = /^\W*(?:unpopular opinion|hot take|controversial take|controversial opinion|my take)\b/i;

/** A post that gives advice, from its opening words: "Tip:", "If your …", "Stop …". */
const ADVICE_OPENING =
  /^\W*(?:(?:pro |quick |one |my )?tip|[\p{L}-]+ tip|lesson|my advice|stop|don't|if your|here's (?:what|how|why))\b/iu;

/** A post that reports what its author measured: "We analysed 150 calls … closed 22% more often". */
const FINDING =
  /\b(?:we|i) (?:analy[sz]ed|looked at|tested|tracked|studied|measured|compared|went through|reviewed) (?:\S+ ){0,3}?[\d,]+\b[\s\S]{0,200}?\b\d+(?:\.\d+)?%/i;

const ADVICE_LABEL = /\b(?:tip|opinion|take|lesson|advice)\b/i;

/**
 * What advice is about: a phrase of several words that is not the label it came under ("Dialbright tip"). A single
 * word is too often a verb read as a noun ("record your first calls"): then the comments name nothing.
 */
function advised(phrases: KeyPhrase[]): KeyPhrase | undefined {
  return phrases.find((p) => p.key.includes(' ') && !ADVICE_LABEL.test(p.text));
}

/** The title a job post hires for, capitalised as titles are: "hiring a Head of Partnerships in Toronto". */
const HIRED_TITLE =
  /\b(?:hiring|looking for|seeking)\s+(?:an?\s+|two\s+|three\s+|\d+\s+)?(\p{Lu}[\p{L}-]*(?:\s+(?:of\s+|and\s+|&\s+)?\p{Lu}[\p{L}-]*){0,4})/u;

/**
 * The company a person joined, as they wrote it: "joined Acme as …", "a new position as Head of Sales at Acme" →
 * "Acme".
 */
const JOINED_ORG = new RegExp(
  `\\b(?:joined|joining|join|started at|starting at|(?:position|role|job)\\b[^.!?]{0,50}?\\bat)\\s+${nameGroup(4)}`,
  'u',
);

/**
 * What the post is, the first that fits: the content tags first (a job move is answered as one even when it also
 * counts customers), then the kinds only comments tell apart, from the most specific to advice and findings.
 */
function familyOf(post: {
  tags: ReadonlySet<ContentTag>;
  lower: string;
  content: string;
  hasName: boolean;
  milestone: string | undefined;
  product: string | undefined;
}): Family {
  const { tags, content } = post;
  if (tags.has('Job change')) return post.hasName ? 'jobChange' : 'welcome';
  if (OPEN_TO_WORK.test(post.lower)) return 'openToWork';
  if (tags.has('Hiring')) return 'hiring';
  if (tags.has('Launch')) return 'launch';
  if (tags.has('Event')) return 'event';
  if (tags.has('Hot lead')) return 'buy';
  if (post.milestone) return 'milestone';
  if (post.product) return 'review';
  if (tags.has('Question')) return 'question';
  if (TAKE_OPENING.test(content)) return 'take';
  if (ADVICE_OPENING.test(content)) return 'advice';
  if (FINDING.test(content)) return 'finding';
  return 'general';
}

export function suggestCommentsLocal(post: AiPostInput, user: AiUserInput = {}): string[] {
  const name = firstNameOf(post);
  const { tags, sentences } = readContentSignals(post.content);
  // A company page launching a product often shares the product's name: keep it for launches.
  const exclude = tags.has('Launch') && !name ? [] : [post.posterName];
  const phrases = keyPhrases(post.content, { limit: 8, exclude });
  const questionText = post.content
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((s) => s.includes('?'))
    .join(' ');
  const asked = questionText ? keyPhrases(questionText, { limit: 3, exclude }) : [];

  const lower = sentences.map((s) => s.lower).join(' ');
  const product = reviewedProduct(post.content);
  const milestone = post.content
    .trim()
    .match(MILESTONE)?.[1]
    ?.replace(/^(?:our|my) /i, 'your ');
  const family = familyOf({ tags, lower, content: post.content, hasName: name !== undefined, milestone, product });

  const multiWord = phrases.find((p) => p.key.includes(' '));
  const rolePhrase = pick(phrases, (p) => ROLE_HEADS.has(p.head) || ROLE_HEADS.has(p.head.replace(/s$/, '')));
  // A job title as the post capitalises it ("hiring a Head of Partnerships"), whose head need not be a role noun.
  const roleText = (family === 'hiring' ? post.content.match(HIRED_TITLE)?.[1] : undefined) ?? rolePhrase?.text;
  const inRole = (p: KeyPhrase) => p === rolePhrase || roleText?.includes(p.text) === true;
  // The company named after "joined", else a capitalised phrase that is neither the role nor a person's name.
  const joined = nameIn(post.content.match(JOINED_ORG)?.[1]);
  const org = joined ?? pick(phrases, (p) => /^\p{Lu}/u.test(p.text) && !inRole(p) && !ROLE_HEADS.has(p.head))?.text;
  const main =
    family === 'advice' || family === 'take'
      ? advised(phrases)
      : ((family === 'buy' || family === 'question' ? asked[0] : undefined) ??
        (family === 'hiring' ? phrases.find((p) => !inRole(p)) : undefined) ??
        multiWord ??
        phrases[0]);
  const about = post.content.match(ABOUT)?.[1]?.split(/\s+(?:with|at|on|in|for|from|and)\s+/)[0];
  const topic = post.content.match(QUOTED_TITLE)?.[1] ?? about ?? main?.text ?? 'the topic';

  const slots: Slots = {
    name,
    main: withArticle(clip(main?.text ?? 'this')),
    role: clip(roleText ? singular(roleText) : 'role'),
    org: clip(org ?? 'the new team'),
    product: clip(product ?? 'it'),
    milestone: clip(milestone ?? 'this'),
    topic: clip(topic.trim(), 60),
    eventName: lower.match(EVENT_KIND)?.[1] ?? 'session',
    expertise: user.expertise?.trim() ? clip(user.expertise.trim(), 50) : undefined,
  };
  const comments = templates(family, slots).map(finish);
  return [...new Set(comments)];
}
