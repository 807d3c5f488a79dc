import type { ContentTag } from '@inroad/contracts/ai';
import { alternation, EVENT_NOUNS, LAUNCHABLE_NOUNS, PRODUCT_NOUNS, ROLE_NOUNS } from './lexicon.ts';
import { sentencesMatching } from './sentence-matches.ts';
import { hoistWordBoundary } from './word-boundary.ts';

/**
 * The second line of the classifier: groups of cues that only decide a tag together. The exact phrasings
 * in content-patterns.ts catch the common wordings; these catch the long tail ("Our Chicago office needs
 * a Senior Accountant … Hybrid … ping me") by asking for a role AND a vacancy AND terms or a call to
 * action, rather than for one sentence shape.
 */

// Patterns run on text that is already lower-cased: no case-insensitive flag, which costs time on
// every match, and the Unicode flag only where a pattern needs a Unicode property.
// The word boundary that starts most alternatives is checked once per position (see word-boundary.ts).
const rx = (source: string): RegExp => new RegExp(hoistWordBoundary(source), source.includes('\\p{') ? 'u' : '');
const plural = (words: readonly string[]): string[] => words.flatMap((w) => [w, `${w}s`]);

const ROLE = rx(
  `\\b(?:${alternation(plural([...ROLE_NOUNS, 'admin', 'accountant', 'bookkeeper', 'nurse', 'driver', 'chef', 'cook', 'cashier', 'clerk', 'paralegal', 'pm', 'editor', 'salesperson', 'solutions engineer']))})\\b`,
);
const VACANCY = rx(
  "\\b(?:openings?|vacanc(?:y|ies)|roles? (?:open|available)|open roles?|positions? (?:open|available)|growing (?:the|our|my) (?:\\S+ ){0,2}team|expanding (?:the|our|my) (?:\\S+ ){0,2}team|(?:we're|we are) growing|join (?:us|our|my|the)|searching for|looking for|seeking|needs? (?:a|an|two|three|four|\\d+)|referral bonus|headcount|would love to meet|want to meet|want to talk to you|room for (?:one|another|a|two|three) (?:more )?|portfolio)\\b",
);
const TERMS = rx(
  '\\b(?:remote|hybrid|on-?site|in[- ]office|days in (?:the )?office|salary|ote|full-time|part-time|benefits|bonus|equity|(?:us|uk|eu|emea|apac) hours|time ?zones?|relocation|visa sponsorship|per hour)\\b|[$€£]\\s?\\d|\\d+\\s?(?:k|/hr|/hour)\\b',
);
const CALL_TO_ACTION = rx(
  "\\b(?:dm me|ping me|message me|reach out|apply|link|details|send me|know (?:any|anyone|someone|a)|tag (?:someone|a friend)|referrals?|get in touch|drop me|email me|if that's you)\\b",
);

function hiringCues(lower: string): boolean {
  return ROLE.test(lower) && VACANCY.test(lower) && (TERMS.test(lower) || CALL_TO_ACTION.test(lower));
}

const LAUNCH_VERB = rx(
  "\\b(?:launched|launching|launches|ships|shipped|shipping|released|releasing|releases|lands|landed|arrives|arrived|debuts?|debuted|unveil(?:s|ed|ing)|drops|dropped|(?:is|are|'s|'re) (?:now )?(?:here|live|available)|goes live|went live|now live|now available|out (?:today|now)|rolling out|rolls out|rolled out|made (?:\\S+ ){1,5}free|open(?:ed)? (?:up )?to (?:all|everyone)|generally available|in beta)\\b",
);
const LAUNCH_THING = rx(
  `\\b(?:${alternation(plural([...LAUNCHABLE_NOUNS, 'plan', 'workspace', 'engine', 'card', 'kit', 'toolkit', 'module', 'app', 'line', 'episode', 'edition']))})\\b`,
);
const NEWNESS = rx(
  '\\b(?:new|brand-new|latest|today|now|finally|just|next (?:week|month|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|this week|v\\d+|version \\d+|\\d+\\.\\d+)\\b',
);
const OWNERSHIP = rx("\\b(?:our|we|we've|we're|my|i've)\\b");

function launchCues(sentence: string): boolean {
  return (
    LAUNCH_VERB.test(sentence) && LAUNCH_THING.test(sentence) && (NEWNESS.test(sentence) || OWNERSHIP.test(sentence))
  );
}

// "Starting next month as COO" drops the "I'm": a sentence that opens with the verb speaks for the author.
const FIRST_PERSON = rx("\\b(?:i|i'm|i've|i'll|my|me)\\b|^(?:starting|joining|moving|heading)\\b");
const MOVE = rx(
  '\\b(?:join(?:ing|ed)?|start(?:ing|ed)?|kick(?:ing)? off|begin(?:ning)?|began|named|appointed|promoted|accepted|retir(?:e|ing|ed)|leav(?:e|ing)|stepping (?:down|into|up)|moving on|(?:new|next) (?:role|position|job|chapter)|tak(?:e|ing) (?:on|over) as)\\b',
);
const ROLE_OR_ORG = rx('\\b(?:as|at|from|role|position|job|title)\\b');
const APPOINTED = rx('\\b(?:has been|have been|was|been|is|gets|got) (?:named|appointed|promoted|elected|tapped)\\b');
const NARRATIVE = rx(
  '\\b(?:years ago|months ago|back in (?:19|20)\\d\\d|when i (?:first|joined|started)|early in my career|my career|started my)\\b',
);
const EVENT_IN_SENTENCE = rx(`\\b(?:${alternation(plural(EVENT_NOUNS))})\\b`);

function jobChangeCues(sentence: string): boolean {
  // Either way needs an appointment or a move; most sentences have neither, so that is asked first.
  const appointed = APPOINTED.test(sentence);
  if (!appointed && !MOVE.test(sentence)) return false;
  if (NARRATIVE.test(sentence) || EVENT_IN_SENTENCE.test(sentence)) return false;
  if (appointed && (ROLE.test(sentence) || ROLE_OR_ORG.test(sentence))) return true;
  return FIRST_PERSON.test(sentence) && MOVE.test(sentence) && ROLE_OR_ORG.test(sentence);
}

const NEED = rx(
  '\\b(?:need|needs|looking for|looking at|looking into|searching for|shopping for|replace|replacing|switching|moving (?:\\S+ ){0,4}(?:off|away from)|migrating|evaluating|reviewing (?:\\S+ ){0,2}options|comparing|choosing|picking|recommend|point me|anyone know|who do you use|options for|hearing from vendors)\\b',
);
const NO_NEED = rx("\\b(?:don't|do not|doesn't|does not|never|no longer) (?:need|want)\\b");
const PRODUCT = rx(
  `\\b(?:${alternation(plural([...PRODUCT_NOUNS, 'lawyer', 'attorney', 'accountant', 'bookkeeper', 'contractor', 'supplier', 'suite', 'inbox', 'helpdesk']))})\\b`,
);
const BUYER = rx("\\b(?:we|we're|our|i|i'm|my|us)\\b|\\?");
const OUTGROWING = rx('\\boutgr(?:own|owing|ew)\\b');

function buyingCues(sentence: string): boolean {
  // A need or outgrowing a tool is indispensable and rarer than the rest, so it is asked first.
  const need = NEED.test(sentence);
  const outgrowing = !need && OUTGROWING.test(sentence);
  if (!need && !outgrowing) return false;
  if (!BUYER.test(sentence) || NO_NEED.test(sentence)) return false;
  // Outgrowing a tool is a buying signal when it is the author's team doing it, not a story's.
  return (
    (need && PRODUCT.test(sentence)) ||
    ((outgrowing || OUTGROWING.test(sentence)) && FIRST_PERSON_OR_TEAM.test(sentence))
  );
}
const FIRST_PERSON_OR_TEAM = rx("\\b(?:we|we're|we've|our|i|i'm|i've|my)\\b");
const either = (a: RegExp, b: RegExp): RegExp => rx(`(?:${a.source})|(?:${b.source})`);
const MOVE_OR_APPOINTED = either(MOVE, APPOINTED);
const NEED_OR_OUTGROWING = either(NEED, OUTGROWING);

/**
 * Tags the cue groups support for a post. `hiring` says whether the exact patterns already found a job
 * post: a job post's "needs a senior accountant" or "people who have shipped apps" is neither a purchase
 * nor a launch, so the weaker cues for those stand down. `found` holds the tags the exact patterns gave:
 * a tag already found is not looked for again (the caller adds these tags to the same set).
 */
export function cueTags(
  lower: string,
  sentences: ReadonlyArray<{ lower: string }>,
  hiring: boolean,
  found: ReadonlySet<ContentTag> = new Set(),
): ContentTag[] {
  const tags: ContentTag[] = [];
  // An event's post ("Join our webinar … Acme's Sales Engineer will walk you through it, link below") names a role,
  // says "join" and links: the weak cues are no job post there.
  const isHiring = hiring || (!found.has('Event') && hiringCues(lower));
  if (isHiring) tags.push('Hiring');
  // Each sentence-level test is gated on its one indispensable cue being somewhere in the post.
  // Only the sentences that hold that cue are read further (see sentence-matches.ts).
  if (
    !isHiring &&
    !found.has('Launch') &&
    sentencesMatching(lower, sentences, LAUNCH_VERB).some((s) => launchCues(s.lower))
  ) {
    tags.push('Launch');
  }
  if (
    !found.has('Job change') &&
    sentencesMatching(lower, sentences, MOVE_OR_APPOINTED).some((s) => jobChangeCues(s.lower))
  ) {
    tags.push('Job change');
  }
  if (
    !isHiring &&
    !found.has('Hot lead') &&
    sentencesMatching(lower, sentences, NEED_OR_OUTGROWING).some((s) => buyingCues(s.lower))
  ) {
    tags.push('Hot lead');
  }
  return tags;
}
