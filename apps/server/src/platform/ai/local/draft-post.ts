import { type DraftPostInput, SHORTFORM_SCRIPT_WORDS } from '@inroad/contracts/ai';
import { turned, type Wording, wordingOf } from './draft-wordings.ts';
import { analyseDeep } from './nlp.ts';
import { capitalise, inline } from './text-case.ts';

/**
 * Drafts assembled from the user's own answers: the local engine does not invent claims, it arranges
 * what the user wrote into the shapes that work in feeds (problem and fix, list, story; for hot takes a
 * strong opinion and a nuanced call-out). Short-form video drafts are spoken scripts of about 150 words,
 * one section per paragraph so the recording studio can split them.
 */

const FIELD_MAX = 600;

/** Trimmed field text without trailing punctuation; '' when empty. */
function field(value: string | undefined): string {
  return (value ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, FIELD_MAX)
    .replace(/[.!?;:,\s]+$/, '');
}

function sentence(text: string): string {
  if (text === '') return '';
  const capitalised = capitalise(text);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** Whether a phrase reads as an action ("book more meetings") rather than a thing ("more meetings"). */
function isAction(text: string): boolean {
  // After "to", the tagger reads "book more meetings" as a verb phrase, not as a noun followed by words.
  const first = analyseDeep(`to ${inline(text)}`).sentences[0]?.tokens[1];
  return first?.pos === 'VERB' || first?.pos === 'AUX';
}

function paragraphs(parts: string[]): string {
  return parts.filter((p) => p.trim() !== '').join('\n\n');
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

interface Material {
  audience: string;
  topic: string;
  /** Whether the topic was written as a question ("How do I price a pilot?"). */
  topicIsQuestion: boolean;
  /** The topic as a line of its own: a sentence, or a question. */
  headline: string;
  /**
   * The topic after a preposition ("my take on …"): a question or a title ("Overtime costs spiral: why it keeps
   * happening") is quoted, since its word order is not a phrase's.
   */
  phrase: string;
}

/** A headline in two parts, as proposed ideas are ("Overtime costs spiral: why it keeps happening"). */
const TITLE_BREAK = /:\s|\s[-–—]\s/;

function material(input: DraftPostInput): Material {
  // The prompt is not among them: it says how to write ("keep it short"), which this engine cannot follow, not what
  // the post is about.
  const source = [input.idea, input.topic, input.plan?.name].find((text) => field(text) !== '');
  const topic = field(source);
  const topicIsQuestion = /\?\s*$/.test(source ?? '');
  const headline = topic === '' ? '' : topicIsQuestion ? `${sentence(topic).replace(/\.$/, '')}?` : sentence(topic);
  return {
    audience: field(input.plan?.roleDescription),
    topic,
    topicIsQuestion,
    headline,
    phrase: topicIsQuestion ? `"${headline}"` : TITLE_BREAK.test(topic) ? `"${topic}"` : inline(topic),
  };
}

/** The outcome an expert tip is about: the desired outcome written, or an idea that reads as one. */
function tipOutcome(input: Extract<DraftPostInput, { answerType: 'expert_tip' }>, m: Material): string {
  // An idea that reads as an action ("Book more meetings") can stand in for the outcome; any other idea ("Why small
  // restaurants lose money on payroll") is a topic, which heads the post instead of being wanted.
  return field(input.fields.desiredOutcome) || (m.topic !== '' && isAction(m.topic) ? m.topic : '');
}

function expertTipDrafts(
  input: Extract<DraftPostInput, { answerType: 'expert_tip' }>,
  m: Material,
  w: Wording,
): string[] {
  const wrong = field(input.fields.whatPeopleAreDoingWrong);
  const advice = field(input.fields.advice);
  // The mistake and the fix are the substance of a tip. Without either, the skeleton (fallbackDraft) says what to
  // write, rather than promising "what actually works" and saying nothing.
  if (wrong === '' && advice === '') return [];
  const outcome = tipOutcome(input, m);
  if (outcome === '') return topicTipDrafts(m, wrong, advice, w);
  const action = isAction(outcome);
  // "if you want to book more meetings" / "if you want more replies"; "trying to get more replies".
  const wanted = action ? `to ${inline(outcome)}` : inline(outcome);
  const reach = action ? inline(outcome) : `get ${inline(outcome)}`;
  const who = m.audience ? `${m.audience}s` : 'most people';
  // An idea beside the outcome is the post's subject: it heads the first draft. Only the idea: a prompt ("keep it
  // short") or a plan's name is no headline.
  const heading = field(input.idea) !== '' && m.topic !== outcome ? m.headline : '';

  const problemFix = paragraphs([
    heading,
    wrong
      ? w.mistakeOf(m.audience ? `${m.audience}s` : 'people', reach, inline(wrong))
      : `Here is what actually works if you want ${wanted}:`,
    advice ? (wrong ? `${w.instead}:\n\n${sentence(advice)}` : sentence(advice)) : '',
    advice ? `If you want ${wanted}, start there this week.` : '',
  ]);
  const list = listDraft(w.listHeading(who, reach), wrong, advice, w);
  const question = questionDraft(w.askedHow(reach), wrong, advice, w);
  return [problemFix, list, question];
}

/** An expert tip as a list: the heading, the mistake and the fix as numbered steps, a reason to save it. */
function listDraft(heading: string, wrong: string, advice: string, w: Wording): string {
  const steps = [
    wrong ? `1. ${w.stop}: ${inline(wrong)}.` : '',
    advice ? `${wrong ? '2. Do this instead' : '1. Do this'}: ${inline(advice)}.` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return paragraphs([heading, steps, w.saveIt]);
}

/** An expert tip as the answer to a question the author is asked: the opener, the fix, the mistake. */
function questionDraft(opener: string, wrong: string, advice: string, w: Wording): string {
  return paragraphs([
    opener,
    advice ? `${w.answer}: ${inline(advice)}.` : '',
    wrong ? `${w.notWorking}: ${inline(wrong)}.` : '',
    w.askBack,
  ]);
}

/** Words that open an indirect question: "People often ask me why …". */
const QUESTION_WORD = /^(?:why|how|what|when|where|which|who|whether)\b/i;

/**
 * Expert-tip drafts headed by the topic, for an idea that is not an outcome. With nothing but the topic there is
 * nothing of the user's to arrange: the skeleton (fallbackDraft) then says what to write, rather than filler.
 */
function topicTipDrafts(m: Material, wrong: string, advice: string, w: Wording): string[] {
  if (wrong === '' && advice === '') return [];
  const { topic, headline } = m;
  const problemFix = paragraphs([
    headline,
    wrong ? `${w.theMistake}: ${inline(wrong)}.` : '',
    advice ? `${wrong ? w.instead : w.works}:\n\n${sentence(advice)}` : '',
  ]);
  const list = listDraft(
    headline ? (m.topicIsQuestion ? `${headline} In short:` : `${headline.replace(/\.$/, '')}, in short:`) : '',
    wrong,
    advice,
    w,
  );
  const asked = m.topicIsQuestion
    ? `A question I get a lot: ${inline(topic)}?`
    : `${w.askedAbout} ${QUESTION_WORD.test(topic) && !TITLE_BREAK.test(topic) ? inline(topic) : `about ${m.phrase}`}.`;
  return [problemFix, list, questionDraft(topic ? asked : '', wrong, advice, w)];
}

function hotTakeDrafts(input: Extract<DraftPostInput, { answerType: 'hot_take' }>, m: Material, w: Wording): string[] {
  const f = input.fields;
  const wisdom = field(f.conventionalWisdom);
  const changes = field(f.marketChanges);
  const perspective = field(f.uniquePerspective);
  const advice = field(f.yourAdvice);
  const experience = field(f.yourExperience);
  const stories = field(f.otherStories);
  // A take needs a reason: what changed, a view, a story or advice. The belief alone is one line, and the skeleton
  // (fallbackDraft) keeps it and says what to write after it.
  if ([changes, perspective, advice, experience, stories].every((text) => text === '')) return [];

  const strongOpinion = paragraphs([
    wisdom ? w.disagree(inline(wisdom)) : m.topic ? `My take on ${m.phrase}:` : 'Unpopular opinion incoming.',
    changes ? `${sentence(changes)}` : '',
    perspective ? `${sentence(perspective)}` : '',
    experience ? `${w.firstHand}: ${inline(experience)}.` : '',
    advice ? `${w.myAdvice}: ${inline(advice)}.` : '',
  ]);
  const nuanced = paragraphs([
    wisdom
      ? `"${sentence(wisdom).replace(/\.$/, '')}" ${w.halfTrue}.`
      : `${m.topic ? `On ${m.phrase}, the` : 'The'} common advice ${w.halfTrue}.`,
    changes ? `It made sense before. Then this changed: ${inline(changes)}.` : '',
    perspective ? `Here's the nuance: ${inline(perspective)}.` : '',
    stories ? `${sentence(stories)}` : '',
    advice ? `What I'd do now: ${inline(advice)}.` : '',
    w.whereDoYouLand,
  ]);
  const story = paragraphs([
    experience
      ? sentence(experience)
      : wisdom
        ? w.usedToBelieve(inline(wisdom))
        : m.topic
          ? w.learnedAbout(m.phrase)
          : '',
    wisdom && experience ? w.changedMyView(inline(wisdom)) : '',
    perspective ? sentence(perspective) : '',
    stories ? `${w.notTheOnlyOne} ${sentence(stories)}` : '',
    advice ? `${w.soMyAdvice}: ${inline(advice)}.` : '',
  ]);
  const byTemplate = { strong_opinion: strongOpinion, nuanced_callout: nuanced };
  // The template the user chose leads (in every round: draftPostLocal turns only the others).
  const first = input.template ? byTemplate[input.template] : strongOpinion;
  return [first, ...[strongOpinion, nuanced, story].filter((d) => d !== first)];
}

// Spoken connectors that lengthen a short script without adding claims the user did not make.
const SPOKEN_FILLERS = [
  "Let me explain why this matters, because it's easy to miss.",
  'Think about the last time this happened on your team.',
  "Here's the part most people skip.",
  'This matters more now than it did a year ago.',
  "And if you're not sure where to start, start small.",
  'Try it for one week and watch what changes.',
  "If this was useful, follow along, because there's more where this came from.",
];

/** Turns a text draft into a script of about 150 spoken words, a section per paragraph. */
function toScript(draft: string): string {
  const target = SHORTFORM_SCRIPT_WORDS;
  let sections = draft
    .split(/\n{2,}/)
    .map((p) =>
      p
        .replace(/\n+/g, ' ')
        .replace(/\b\d\.\s/g, '')
        .trim(),
    )
    .filter(Boolean);
  // Too long: drop sentences from the longest section until the script fits in about a minute.
  while (words(sections.join(' ')) > target * 1.15) {
    const longest = sections.reduce((a, b) => (words(b) > words(a) ? b : a));
    const cut = longest.replace(/\s*[^.!?]+[.!?]?\s*$/, '').trim();
    const shortened = cut === '' || cut === longest ? longest.split(' ').slice(0, -10).join(' ') : cut;
    sections = sections.map((s) => (s === longest ? shortened : s)).filter(Boolean);
  }
  let filler = 0;
  while (words(sections.join(' ')) < target * 0.75 && filler < SPOKEN_FILLERS.length) {
    const line = SPOKEN_FILLERS[filler] ?? '';
    // The call to follow goes last; the others are spread between the user's own sections.
    if (filler === SPOKEN_FILLERS.length - 1) sections.push(line);
    else sections.splice(Math.min(sections.length, 1 + filler * 2), 0, line);
    filler++;
  }
  return sections.join('\n\n');
}

export function draftPostLocal(input: DraftPostInput): string[] {
  const m = material(input);
  const round = input.round ?? 0;
  const w = wordingOf(round);
  const hasMaterial = m.topic !== '' || Object.values(input.fields).some((v) => field(v) !== '');
  const drafts = !hasMaterial
    ? []
    : input.answerType === 'expert_tip'
      ? turned(expertTipDrafts(input, m, w), round)
      : turned(hotTakeDrafts(input, m, w), round, input.answerType === 'hot_take' && input.template ? 1 : 0);
  const usable = drafts.map((d) => d.trim()).filter((d) => words(d) >= 3);
  const video = input.postFormat === 'shortform_video';
  // The skeleton is not padded into a script: spoken fillers between its brackets would read as part of what to fill.
  if (usable.length === 0) return [fallbackDraft(input, m, video)];
  return [...new Set(video ? usable.map(toScript) : usable)];
}

/**
 * With too little to arrange, a skeleton that keeps what was written (the idea, the outcome, the belief) and says
 * what to write in each other part.
 */
function fallbackDraft(input: DraftPostInput, m: Material, video: boolean): string {
  const who = video ? 'viewer' : 'reader';
  const close = `[Close with a question for your ${who}s.]`;
  const length = video ? `[About ${SHORTFORM_SCRIPT_WORDS} words in all: a minute spoken.]` : '';
  if (input.answerType === 'hot_take') {
    const wisdom = field(input.fields.conventionalWisdom);
    return paragraphs([
      m.headline,
      wisdom ? `Everyone says ${inline(wisdom)}. I disagree.` : '[Name the common belief you disagree with.]',
      "[Say what changed, or what you've seen, that makes it wrong.]",
      '[Give your advice instead, with an example from your own work.]',
      close,
      length,
    ]);
  }
  const outcome = tipOutcome(input, m);
  const heading = m.topic !== outcome ? m.headline : '';
  return paragraphs([
    heading,
    outcome
      ? `[Open with the result your ${who} wants: ${inline(outcome)}.]`
      : heading
        ? ''
        : `[Open with the result your ${who} wants.]`,
    "[Name the mistake most people make, and why it's tempting.]",
    '[Give the one change you recommend, with an example from your own work.]',
    close,
    length,
  ]);
}
