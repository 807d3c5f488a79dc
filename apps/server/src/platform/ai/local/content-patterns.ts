import { alternation, EVENT_NOUNS, FRUSTRATION_WORDS, LAUNCHABLE_NOUNS, PRODUCT_NOUNS, ROLE_NOUNS } from './lexicon.ts';
import { sentencesMatching } from './sentence-matches.ts';
import { hoistWordBoundary } from './word-boundary.ts';

/**
 * Patterns for the system content tags. They run on lower-cased text with straight quotes and single
 * spaces (see `Analysis.lower`). Each tag combines cues the way people phrase the thing in feeds: a cue
 * that is decisive on its own, or weaker cues that only count together (an event noun, an invitation and
 * a date).
 */

const ROLE = alternation(ROLE_NOUNS);
const PRODUCT = alternation([
  ...PRODUCT_NOUNS,
  'company',
  'contractor',
  'supplier',
  'studio',
  'bookkeeper',
  'accountant',
  'lawyer',
  'editor',
  'designer',
]);
const LAUNCHABLE = alternation([...LAUNCHABLE_NOUNS, 'line', 'episode', 'format', 'module', 'season']);
const EVENT = alternation([
  ...EVENT_NOUNS.flatMap((n) => [n, `${n}s`]),
  'community call',
  'town hall',
  'info session',
  'open day',
]);
const FRUSTRATION = alternation([...FRUSTRATION_WORDS, 'not thrilled', 'not happy', 'outages']);
const W = "[\\w'&.-]+"; // one word, allowing names like "o'neil" or "b2b"
const words = (max: number): string => `(?:${W} ){0,${max}}`;
// Patterns run on text that is already lower-cased: no case-insensitive flag, which costs time on
// every match, and the Unicode flag only where a pattern needs a Unicode property.
// The word boundary that starts most alternatives is checked once per position (see word-boundary.ts).
const rx = (source: string): RegExp => new RegExp(hoistWordBoundary(source), source.includes('\\p{') ? 'u' : '');
/**
 * One pattern that matches where any of `patterns` does. A scan of the text per pattern costs more than
 * one scan that tries every alternative at each position, and a post tested against a dozen patterns
 * pays that for each of them.
 */
const anyOf = (patterns: RegExp[]): RegExp =>
  new RegExp(
    hoistWordBoundary(patterns.map((p) => `(?:${p.source})`).join('|')),
    patterns.some((p) => p.unicode) ? 'u' : '',
  );

// ---- Question ----

/** Short sign-offs and hooks that end in a question mark but expect no answer. */
const RHETORICAL_QUESTION = rx(
  "^(?:thoughts|agree|disagree|right|true|am i wrong|who'?s with me|what do you think|what are your thoughts|would you agree|do you agree|sound familiar|makes? sense|yes or no|which one are you|which are you|are you one of them|who else|guess what|why|how|so what|what happened|what changed|the result|the twist|the catch|the kicker|the secret|the problem|the lesson|the fix|the answer|crazy,? right|see the difference)\\?*$",
);
const RHETORICAL_OPENER = rx(
  "^(?:want to know|wanna know|ever wonder(?:ed)?|ever notice(?:d)?|did you know|guess what|know what|what if i told you|ready to|tired of|struggling (?:to|with)|looking to|want to|wish you could|imagine|remember when|isn't it|aren't we|who doesn't|why do so many|why does every|are you an? |do you love|do you enjoy|is this you|what if)",
);
const ASKING_CUE = rx(
  "\\b(?:you|your|you're|you've|y'all|anyone|anybody|someone|somebody|folks|everyone|recommend|recommendations?|suggest|suggestions?|advice|tips|thoughts on|experience with|worth it|should i|should we|do i|can i|how do i|how can i|is it (?:normal|worth|better|possible|ok|okay|true|common|smart|wise|legal|realistic)|is there (?:a|an|any)|are there any|what's the best|what is the best|best \\S+(?: \\S+)? for|at what point|go with|went with|experience with|or (?:something|anything|someone|somewhere) else)\\b",
);
const WH_OPENER = rx(
  "^(?:what|what's|which|who|whom|how|where|when|why|is|are|do|does|did|can|could|would|should|will|has|have|any)\\b",
);
const ASK_WITHOUT_MARK = rx(
  "\\b(?:open to|any|would love|would appreciate|i'd love|i'd appreciate|looking for|need|want|welcome|grateful for|appreciate) (?:some |any |your |all |a few )?(?:suggestions|recommendations|recs|advice|tips|input|pointers|ideas|thoughts)\\b|\\bi'd love to hear (?:what|how|from|your)\\b|\\b(?:please )?(?:recommend|suggest) (?:me|a|an|some)\\b",
);

export interface PatternSentence {
  lower: string;
}

function cleanSentence(lower: string): string {
  // Questions inside quotes are examples ("stop asking 'does that make sense?'"), not asks.
  return lower
    .replace(/(^|[\s(:])(['"])[^'"]{2,}?\2(?=[\s.,!?;:)]|$)/g, '$1')
    .replace(/[^\p{L}\p{N}?'$%&.,:;\- ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The question a sentence asks, unless it is a hook or a sign-off; null for none. */
function askedQuestion(sentence: string): string | null {
  if (!sentence.includes('?')) return null;
  const text = cleanSentence(sentence);
  if (!text.includes('?')) return null;
  // "Want to know the secret? …": only the part up to the question mark is the question.
  const question = text.slice(0, text.lastIndexOf('?') + 1).replace(/^.*[.!:;] /, '');
  if (RHETORICAL_QUESTION.test(question) || RHETORICAL_OPENER.test(question)) return null;
  return question;
}

/** A sentence counts as a real question when it asks something and is not a hook or a sign-off. */
function isAskingQuestion(sentence: string, postWords: number): boolean {
  const question = askedQuestion(sentence);
  if (question === null) return false;
  if (ASKING_CUE.test(question)) return true;
  // A short post that opens a question with a question word is a question even without "you".
  return postWords <= 80 && WH_OPENER.test(question);
}

/**
 * A question put to the readers ("Can anyone recommend …?", "What should we set up first?"), not one the author
 * asks themselves and answers ("Would I buy it again? Probably").
 */
export function asksReaders(sentence: string): boolean {
  const question = askedQuestion(sentence);
  // "Who has switched recently?" asks the readers which of them has.
  return question !== null && (ASKING_CUE.test(question) || /^who\b/.test(question));
}

/**
 * The author's own answer right after a question ("Did it work? Yes.", "Would I buy it again? Probably, …"): the
 * question was a device, not an ask. A bare "No" starts many a sentence ("No spreadsheets, please") and counts only
 * as a word of its own.
 */
const SELF_ANSWER =
  /^\W*(?:(?:yes|yep|yup|no|nope|probably|absolutely|definitely|of course|not really|not quite)(?:[.,!;:]|\s[-–—]|$)|(?:short answer|spoiler|turns out)\b)/;

/** Whether a sentence that asks is answered at once by its author: in its own words after the mark, or the next. */
function answeredByAuthor(sentences: PatternSentence[], index: number): boolean {
  const text = sentences[index]?.lower ?? '';
  const after = text.slice(text.lastIndexOf('?') + 1);
  return SELF_ANSWER.test(after.trim() === '' ? (sentences[index + 1]?.lower ?? '') : after);
}

export function isQuestion(lower: string, sentences: PatternSentence[], postWords: number): boolean {
  const asks = (s: PatternSentence, index: number) =>
    isAskingQuestion(s.lower, postWords) && !answeredByAuthor(sentences, index);
  if (sentences.some(asks)) return true;
  return ASK_WITHOUT_MARK.test(lower);
}

// ---- Hiring ----

const NOT_A_VENDOR = '(?!(?:a |an |the )?(?:new )?(?:agency|firm|vendor|consultancy|company|provider|contractor))';
const HIRING_STRONG = anyOf([
  rx(
    `\\b(?:we're|we are|i'm|i am|is|are|now|currently|actively|still|also|already)(?: now| currently| actively| also| still| already)? hiring\\b${NOT_A_VENDOR}`,
  ),
  rx(
    `(?:^|[.!?:\\]\\[(] ?)hiring(?: now)?:? (?:a|an|for|two|three|four|five|\\d+|several|multiple|our|my|senior|junior|remote|part-time|full-time|founding|experienced)\\b${NOT_A_VENDOR}`,
  ),
  // A job post headed "Hiring at Acme:" or "Hiring in Lisbon:".
  rx(
    `(?:^|[.!?\\]\\[(] ?)hiring (?:at|@|in) [^:.!?]{1,40}: (?:(?:a|an|two|three|four|five|\\d+|several|our|senior|junior|remote|founding)\\b|${words(2)}(?:${ROLE})\\b)`,
  ),
  rx('\\[hiring\\]|#(?:hiring|nowhiring|wearehiring|jobopening|joinourteam|jobalert|careers)\\b'),
  rx(
    '\\b(?:open|opened) (?:role|position|req|requisition|vacanc(?:y|ies))s?\\b|\\bjob (?:opening|posting|vacanc(?:y|ies))s?\\b',
  ),
  rx(
    '\\b(?:\\d+|two|three|four|five|several|multiple|a few) (?:openings|open roles|open positions|vacancies)\\b|\\bopenings for\\b',
  ),
  rx('\\b(?:link to apply|to apply|apply (?:here|now|today|below|via|at|through|online|on our)|careers page)\\b'),
  rx(
    '\\b(?:send|dm|email|drop|share|submit) (?:me |us )?(?:your )?(?:cv|resume|résumé|portfolio)\\b|\\b(?:cv|resume|portfolio) required\\b',
  ),
  rx(
    "\\b(?:is|are|we're|we are|currently|actively) recruiting\\b|\\b(?:internship|graduate|apprenticeship|traineeship|new grad) (?:program|programme|scheme|alert|roles?|positions?|places)\\b",
  ),
  rx(
    '\\b(?:full )?job (?:description|spec)\\b|\\bapplication form\\b|\\b(?:the|this) (?:role|position|job) is (?:based|remote|hybrid|full-time|part-time|open|paid)\\b',
  ),
  rx(
    '\\b(?:nous recrutons|on recrute|recrutement|wir suchen|wir stellen ein|estamos contratando|buscamos|stiamo cercando|assumiamo|wij zoeken|vacature)\\b',
  ),
]);
const HIRING_ROLE_SEARCH = anyOf([
  rx(
    `\\b(?:we're|we are|we|i'm|i am|team is|we've been|we have been|currently|actively)? ?(?:looking for|searching for|seeking|in need of|need|needs) (?:a |an |two |three |four |\\d+ |several |our |some |the )?${words(3)}(?:${ROLE})\\b`,
  ),
  rx(`\\b(?:${ROLE}) to join (?:us|our|my|the)\\b|\\bjoin (?:our|my|the) ${words(2)}team\\b`),
]);
const HIRING_ROLE_CONTEXT = rx(
  '\\b(?:remote|hybrid|on-?site|salary|ote|base \\+ commission|full-time|part-time|benefits|referrals welcome|dm me|message me|send me a note|know someone|know a great|apply|applications?|job description|based in)\\b',
);
/** "Applications close Friday" is a job post, unless the post is about a course or an event. */
const APPLICATIONS = rx(
  '\\b(?:opened|open|accepting) applications\\b|\\bapplications? (?:close|closes|are open|open|received|due)\\b',
);

export function isHiring(lower: string): boolean {
  if (HIRING_STRONG.test(lower)) return true;
  // "We need two CSMs" is a job post when the post also reads like one (location, pay, how to apply).
  if (HIRING_ROLE_SEARCH.test(lower) && HIRING_ROLE_CONTEXT.test(lower)) return true;
  return APPLICATIONS.test(lower) && !EVENT_NOUN.test(lower);
}

// ---- Launch ----

const LAUNCH_STRONG = anyOf([
  rx(
    "\\b(?:we|i)(?:'ve| have)? (?:just |finally |officially |quietly |recently )?(?:launched|shipped|released|rolled out|unveiled|open-sourced|open sourced|published|rebuilt|redesigned|revamped|relaunched|overhauled)\\b",
  ),
  rx('\\bjust (?:launched|shipped|released|dropped|went live|published|opened(?! applications| registration| up))\\b'),
  rx(
    "\\b(?:we're|we are|i'm|i am) (?:officially |finally |so excited to be |proud to be )?(?:launching|releasing|introducing|unveiling|rolling out|shipping)\\b",
  ),
  rx(
    '(?:^|[.!?:\\n] ?|\\p{Extended_Pictographic} ?)(?:introducing|announcing|say hello to)\\b|\\brolling out (?:to (?:all|every)|now|today|this week)\\b',
  ),
  rx(
    "(?:\\bis|\\bare|'re|'s|\\bnow|\\bwent) (?:now |officially |finally )?live(?! (?:on|at|in) (?:linkedin|youtube|zoom|x|twitch)\\b)(?! (?:session|stream|event|webinar|q&a))\\b",
  ),
  rx(
    '\\bproduct hunt\\b|\\blaunch(?:ing)? (?:day|week|today|tomorrow|this week|next week)\\b|\\b(?:public|open|private|closed) beta\\b|\\bwaitlist is (?:now )?open\\b|\\bpre-?orders? (?:are )?(?:open|now open|live)\\b',
  ),
  rx(
    "\\b(?:proud|excited|thrilled|happy|pleased|delighted) to (?:announce|share|introduce|unveil|present|launch|release)(?: that)? (?:the launch of|the release of|(?:our|the|my) (?:brand[- ]new|new|latest|first)|we(?:'ve| have)? (?:launched|released|built|opened|shipped))\\b",
  ),
  rx(
    '\\bopened (?:bookings|pre-?orders|sign-?ups|the doors|the waitlist|registrations?) for (?:our|the|my) (?:new|first)\\b',
  ),
  rx(
    "\\b(?:we've|we have|we|i've|i have) (?:just |officially )?opened (?:a|an|our|my) (?:new|second|third|fourth|first)\\b",
  ),
]);
const LAUNCH_AVAILABILITY = rx(
  '\\b(?:is|are) (?:now |finally |officially |generally )?(?:available|out)\\b|\\bavailable (?:now|today|for everyone)\\b|\\bout now\\b|\\bnow available\\b|\\bhits shelves\\b|\\b(?:starting|from|as of) today\\b|\\b(?:free to download|download (?:it|your copy|the|here|now)|get your copy|grab your copy|update (?:from|in|via) the)\\b',
);
const LAUNCH_THING = rx(
  `\\b(?:new|latest|first|our|my|v\\d+(?:\\.\\d+)*|version \\d)\\b.{0,60}\\b(?:${LAUNCHABLE})\\b|\\b(?:${LAUNCHABLE})\\b.{0,60}\\b(?:is|are) (?:now |finally )?(?:available|out|live)\\b`,
);
const EVENT_ARTIFACT = rx('\\b(?:recording|replay|slides|tickets?|seats?|spots?|registration)\\b');

export function isLaunch(lower: string, sentences: PatternSentence[]): boolean {
  if (LAUNCH_STRONG.test(lower)) return true;
  // "Available now" launches something only when the sentence names a thing that gets launched,
  // and not an event's tickets or recording.
  return sentencesMatching(lower, sentences, LAUNCH_AVAILABILITY).some(
    (s) => LAUNCH_AVAILABILITY.test(s.lower) && LAUNCH_THING.test(s.lower) && !EVENT_ARTIFACT.test(s.lower),
  );
}

// ---- Event ----

const EVENT_STRONG = rx(
  "\\bsave the date\\b|\\b(?:register|rsvp)(?: now| here| today| below| for free)?\\b(?! (?:a|an|the|your) (?:domain|company|business|trademark|account))|\\blink (?:below |in (?:the )?(?:first )?comments? )?to (?:register|sign up|join)\\b|\\bregistration (?:closes|is open|opens|ends|link)\\b|\\bbooth #?\\d+|\\bsee you (?:there|at)\\b|\\b(?:i'll|i will|we'll|we will) be (?:speaking|presenting|hosting|exhibiting|on stage)\\b|\\bgoing live (?:on|at|in|tomorrow|today|tonight|this)\\b|\\blive on (?:linkedin|youtube|zoom|twitch)\\b|\\b(?:live|starting|kicking off|we start|doors open) in \\d+ (?:min|mins|minutes|hours?)\\b|\\bdoors open at\\b",
);
const EVENT_NOUN = rx(`\\b(?:${EVENT}|agenda|speaker lineup|lineup|venue|main stage|on stage|passes)\\b`);
const INVITATION = rx(
  "\\bjoin (?:us|me)\\b|\\b(?:sign up|signup|tickets?|seats?|spots?|invite|invitation|attend|attending|rsvp|register(?:s|ed|ing)?|registration|replay|reply here|last call)\\b|\\b(?:i'm|i am|we're|we are) (?:speaking|presenting|hosting|running|exhibiting|joining|heading)\\b|\\bhosting\\b|\\bheading to\\b|\\bcome (?:find|see|by|along|say)\\b|\\bbring your questions\\b|\\blet's (?:meet|grab)\\b|\\bif you're (?:attending|going|around|in town|there)\\b|\\b(?:is|are) (?:happening|back)\\b|\\bkicks? off\\b|\\bfree (?:to attend|virtual|online|live)?\\b|\\bzoom link\\b|\\bget the link\\b|\\bdm me for details\\b|\\bjoin (?:\\S+ ){0,4}(?:at|for)\\b|\\b(?:i'll|i will|we'll|we will) be (?:at|in|on)\\b|\\b(?:talking|speaking|presenting) (?:about|on)\\b|\\bapplications? (?:close|closes|open)\\b|\\b(?:enrol|enroll|enrolment|enrollment|passes)\\b|\\bnext stop\\b",
);
const MONTHS = 'jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec';
const UPCOMING_TIME = rx(
  `\\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\\b|\\b(?:${MONTHS})[a-z]*\\.? \\d{1,2}(?:st|nd|rd|th)?\\b|\\b\\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:${MONTHS})[a-z]*\\b|\\b\\d{1,2}(?::\\d{2})? ?(?:am|pm)\\b|\\b(?:tomorrow|tonight|next week|this week|next month|this weekend|the \\d{1,2}(?:st|nd|rd|th))\\b|\\b(?:et|pt|ct|est|pst|edt|pdt|cet|cest|gmt|bst|utc)\\b`,
);
const PAST_EVENT = rx(
  "\\blast (?:week|month|year|night|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:'s)?\\b|\\b(?:yesterday|recap|takeaways from)\\b",
);

/** When an event takes place, said without inviting anyone: "The webinar is next Tuesday". */
const SCHEDULED = rx(
  '\\b(?:is|are|takes place|will be|goes live) (?:(?:on )?(?:(?:next|this) )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|next (?:week|month)|this (?:week|weekend)|tomorrow|tonight)\\b',
);
/** The event itself (a webinar, a meetup…), not what an ordinary week also has ("the Monday agenda"). */
const EVENT_ITSELF = rx(`\\b(?:${EVENT})\\b`);
const POINTS_TO_LINK = rx(
  '\\b(?:link|details) (?:is |are )?(?:below|in (?:the )?(?:first )?comments?|in (?:my|the) bio)\\b',
);

export function isEvent(lower: string, sentences: PatternSentence[]): boolean {
  if (EVENT_STRONG.test(lower)) return true;
  if (!EVENT_NOUN.test(lower)) return false;
  if (INVITATION.test(lower)) return UPCOMING_TIME.test(lower) && !PAST_EVENT.test(lower);
  // Without an invitation word, one sentence has to announce the event with its time ("Our webinar is next Tuesday
  // at 5pm", or a time and "link in comments"): in a long post, an event's noun, a weekday and a link to a job ad can
  // stand paragraphs apart.
  if (PAST_EVENT.test(lower)) return false;
  const pointsToLink = POINTS_TO_LINK.test(lower);
  // Only the sentences that name the event are read further (see sentence-matches.ts).
  return sentencesMatching(lower, sentences, EVENT_ITSELF).some(
    (s) => EVENT_ITSELF.test(s.lower) && UPCOMING_TIME.test(s.lower) && (pointsToLink || SCHEDULED.test(s.lower)),
  );
}

// ---- Job change ----

const PAST_NARRATIVE = rx('\\b(?:years ago|months ago|back in (?:19|20)\\d\\d|when i first|early in my career)\\b');
const JOB_CHANGE = anyOf([
  rx(
    "\\b(?:happy|excited|thrilled|pleased|proud|delighted|humbled|honou?red) to (?:share|announce|say)(?: that)? (?:i'm|i am|i've|i have|i|i'll)(?: been| be| officially| now)? ?(?:starting|started|joining|joined|accepted|accepting|taking on|taken on|stepping into|promoted|moving)\\b",
  ),
  rx(
    '\\b(?:start(?:ing|ed)?|began|beginning|accepted|took|taking) (?:on )?(?:a|my) new (?:position|role|job)\\b|\\bmy new (?:role|position|job)\\b',
  ),
  rx('\\baccepted (?:a|an|the) (?:position|role|job|offer)\\b|\\baccepted an offer\\b'),
  rx(
    '\\b(?:excited|thrilled|happy|proud|delighted|honou?red|humbled) to (?:be )?(?:joining|join|starting|start|take on|taking on|step into|stepping into)\\b(?! (?:us|me) (?:on|at|for|live))',
  ),
  rx(
    "\\b(?:i'm|i am|i'll be|i will be) (?:moving|relocating|heading|going|returning) (?:back )?(?:to \\S+(?: \\S+)? )?to (?:lead|head up|head|run|build|join)\\b|\\bcan't wait to get started\\b|\\bmy next chapter\\b|\\bnext chapter (?:starts|begins)\\b",
  ),
  rx('\\b(?:my )?first (?:day|week) (?:at|as|in my new|with)\\b|\\bday (?:1|one) (?:at|as)\\b'),
  rx(
    `\\b(?:i've|i have|i) (?:just |officially |recently )?joined ${words(4)}as\\b|\\b(?:i'm|i am|i'll be) (?:officially )?joining ${words(3)}as\\b`,
  ),
  rx(
    "\\b(?:been|got|was|get|getting|i'm|i am) promoted\\b|\\bpromoted to\\b|\\bpromotion to\\b|#(?:newjob|newrole|newposition|promotion|newbeginnings)\\b",
  ),
  rx(
    '\\blast day (?:at|with|as)\\b|\\bwas my last day\\b|\\bstepping down\\b|\\bstep down as\\b|\\bmoving on from\\b|\\b(?:leaving|leave) \\S+(?: \\S+){0,3} (?:for|after|to join)\\b|\\bdecided to (?:leave|move on|step away)\\b',
  ),
  rx(
    "\\b(?:join me in )?welcom(?:e|ing) [\\w .'-]{1,40},? (?:our|as (?:our|the)) new\\b|\\bour new (?:chief|head|vp|director|cro|cto|cfo|cmo|ceo|coo|president|general manager|gm|managing director)\\b|\\bhas (?:officially )?joined (?:us|the team|our team)\\b|\\bjoins us (?:as|from|after)\\b|\\bwelcom(?:e|ing) [\\w .'-]{1,60} as (?:our |the |a |an )?\\w+",
  ),
  rx(
    "\\bnew job (?:alert|news)\\b|\\bpromotion news\\b|\\bi'm (?:now|officially) (?:leading|heading|running|a|an|the)\\b|\\bi am (?:now|officially) (?:leading|heading|running|a|an|the)\\b",
  ),
]);

export function isJobChange(lower: string, sentences: PatternSentence[]): boolean {
  // The whole text first: most posts match nothing, and long ones have many sentences.
  if (!JOB_CHANGE.test(lower)) return false;
  // Then per sentence, so that "three years ago I joined …" in a story does not count.
  return sentences.some((s) => !PAST_NARRATIVE.test(s.lower) && JOB_CHANGE.test(s.lower));
}

// ---- Hot lead (buying intent) ----

const BUYING = anyOf([
  rx(
    `\\b(?:looking|searching|shopping|hunting|in the market) for (?:a |an |some |the |good |the best |a good |a new |recommendations? (?:for|on) |suggestions? for )?${words(4)}(?:${PRODUCT})\\b(?! to join)`,
  ),
  rx(
    '\\b(?:can|could) (?:anyone|someone|you|somebody|anybody) (?:here )?(?:recommend|suggest|refer)\\b|\\bany (?:recommendations|recs|suggestions)\\b|\\brecommendations? for (?:a|an|good)\\b',
  ),
  rx(`\\b(?:which|what|best) ${words(2)}(?:${PRODUCT})\\b[^.!]*\\?`),
  rx(
    `(?:\\b(?:we|i) (?:really |urgently )?(?:need|needs|require)|^need|[.!?] need) (?:a |an |to find a |to find an |help finding a |some |a new |a good )${words(3)}(?:${PRODUCT})\\b`,
  ),
  rx(
    '\\balternatives? (?:to|for)\\b|\\b(?:switching|migrating) (?:away )?from\\b|\\b(?:switching|migrating|moving) (?:our |my |the |\\S+ ){0,4}(?:away from|off)\\b|\\b(?:looking|want|wanting|planning|plan|thinking about|thinking of|time) to (?:switch|migrate|replace|move off)\\b|\\bmigrating (?:our|my)\\b',
  ),
  rx(
    '\\b(?:deciding|choosing|torn|stuck) between\\b|\\b(?:evaluating|comparing|shortlisting|trialing|trialling|piloting|demoing|vetting) (?:a few |some |several |different |new )?' +
      words(3) +
      `(?:${PRODUCT}|options|vendors|providers)\\b`,
  ),
  rx(
    '\\b(?:rfp|rfq|request for proposals?)\\b|\\bvendor (?:conversations|selection|evaluation|shortlist|demos?)\\b|\\bquotes? welcome\\b|\\b(?:getting|get|need|request(?:ing)?) (?:a few |some )?quotes\\b|\\bbudget (?:for|is|of|approved)\\b|\\b(?:renewal|contract) (?:is up|ends|ending|expires|coming up)\\b|\\bcontract with (?:our|my) current\\b|\\bup for renewal\\b|\\bworth renewing\\b|\\bnot renewing\\b|\\bcancel(?:l?ing)? (?:our|my) (?:subscription|contract|plan)\\b',
  ),
  rx(`\\breplac(?:e|ing) (?:our|my) ${words(3)}(?:${PRODUCT}|erp|crm)\\b`),
  rx(
    "\\b(?:what|which|who) (?:tools?|software|platforms?|apps?|crms?|services?|providers?|vendors?|agenc(?:y|ies)|compan(?:y|ies)|stack)? ?(?:do|are|would|should) (?:you|y'all|people|folks|teams|you all|you guys|everyone) (?:all )?(?:use|using|recommend|suggest|pick|go with)\\b|\\bwho do you use\\b|\\bpoint me (?:to|towards|at|in the direction of)\\b|\\b(?:hearing from|open to) vendors\\b|\\bopen to (?:demos|pitches|proposals)\\b|\\bwho(?:'s| is) the best (?:at|for)\\b",
  ),
  rx(
    '\\b(?:bring in|hire|hiring|engage|find|work with|has anyone worked with|anyone worked with|has anyone used|anyone used|anyone tried) (?:a|an) ' +
      words(3) +
      '(?:agency|consultant|consultancy|firm|freelancer|contractor|vendor|provider)\\b',
  ),
  rx('\\b(?:anyone|anybody) (?:here )?(?:using|used|tried|recommend)\\b'),
  rx(
    `\\b(?:anyone|anybody|does anyone|do you|do any of you) (?:here )?(?:have|know|got) (?:a |an |any )?(?:good |great |reliable |solid |trusted |recommended )?${words(2)}(?:${PRODUCT})\\b`,
  ),
  rx(
    `\\b(?:experience|experiences) with ${words(3)}(?:${PRODUCT})\\b|\\bthinking (?:of|about) (?:trying|using|buying|getting|switching|bringing in|hiring an?)\\b`,
  ),
  rx(
    `\\b(?:choosing|selecting|picking|sourcing|in the process of (?:choosing|selecting|finding)) (?:a |an |the )?(?:new |better )?${words(3)}(?:${PRODUCT})\\b`,
  ),
  rx(
    '\\b(?:renews|renewing) in\\b|\\bwhat else is out there\\b|\\bshop(?:ping)? around\\b|\\bexploring (?:other )?(?:options|alternatives|vendors)\\b',
  ),
]);
const FRUSTRATED_WITH_VENDOR = rx(
  `\\b(?:${FRUSTRATION})\\b[^.!?]{0,80}\\b(?:our|my) (?:current )?${words(2)}(?:${PRODUCT})\\b|\\b(?:our|my) (?:current )?${words(2)}(?:${PRODUCT})\\b[^.!?]{0,80}\\b(?:${FRUSTRATION})\\b|\\b(?:${FRUSTRATION})\\b[^.!?]{0,40}\\bfrom (?:our|my) ${words(2)}(?:${PRODUCT})\\b`,
);

export function isBuyingSignal(lower: string): boolean {
  return BUYING.test(lower) || FRUSTRATED_WITH_VENDOR.test(lower);
}

/** A complaint about a tool or vendor the author uses (a buying signal in waiting). */
export function isVendorComplaint(lower: string): boolean {
  return (
    FRUSTRATED_WITH_VENDOR.test(lower) ||
    rx('\\b(?:worth renewing|not renewing|cut (?:our|your) losses|price went up|done with)\\b').test(lower)
  );
}
