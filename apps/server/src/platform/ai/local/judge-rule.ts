import type { ContentTag } from '@inroad/contracts/ai';
import { readContentSignals } from './classify.ts';
import { conceptLabel, findConcept, isConcept, joinConcepts } from './concepts.ts';
import { isVendorComplaint } from './content-patterns.ts';
import { alternation, FRUSTRATION_WORDS, GENERIC_WORDS } from './lexicon.ts';
import { type Analysis, analyse, containsTerm, contentLemmas } from './nlp.ts';
import { termsFor } from './thesaurus.ts';

/**
 * The local engine's reading of an AI-summary rule ("posts where someone asks for a CRM
 * recommendation"): the framing is stripped, what the post must *do* becomes an intent (ask, buy,
 * complain, hire, launch, invite, change jobs) checked with the content-tag detectors, and what it must
 * be *about* becomes topic phrases matched by lemma, phrase and thesaurus.
 */

type Intent = 'ask' | 'complaint' | 'hiring' | 'launch' | 'event' | 'jobChange';

/**
 * `topics` is a conjunction of alternatives: [[a], [b, c]] reads "a and (b or c)"; each alternative is
 * a phrase as lemmas, head noun last.
 */
interface Criterion {
  intents: Intent[];
  topics: string[][][];
  negated: boolean;
}

const FRAMING: RegExp[] = [
  /^(?:please )?(?:find|show|flag|tag|match|get|detect|catch|track|identify|surface|highlight|alert me (?:to|about|when)|look for)(?: me)? /,
  /^(?:all|any|the|only) /,
  /^(?:posts?|content|updates?|messages?|threads?|comments?|anything)(?: (?:where|in which|that|which|when|with|from|by|of))? /,
  /^(?:someone|somebody|anyone|anybody|people|the author|the poster|authors?|a person|users?|a user|they|he|she|a company|companies|a founder|founders|a prospect|prospects|a buyer|buyers|a team|teams|an? (?:organi[sz]ation|business|brand|startup|leader))(?: (?:who|that))? /,
  /^(?:is|are|was|were|has|have|who|that|which) /,
];
const NEGATION = /^(?:not|never|no|without|excluding)(?: (?:about|mentioning|related to|discussing))? /;
// Also the third person a criterion is often written in ("Mentions pricing", "Talks about hiring"): left in, the verb
// became a topic word the post had to contain.
const TOPIC_ONLY =
  /^(?:about|on|regarding|mentioning|mentions?|discussing|discuss(?:es)?|talk(?:s|ing)? about|(?:is|are) about|refers? to|referring to|covers?|covering|related to|that mentions?|contains?|containing) /;

const INTENTS: Array<[Intent, RegExp]> = [
  [
    'jobChange',
    /\b(?:announc\w*(?: (?:a|their|his|her))? )?(?:new (?:jobs?|roles?|positions?)|job (?:changes?|moves?)|promotions?|promoted|chang(?:ed|ing) jobs|career moves?|start(?:ed|ing) a new (?:job|role)|joined a new company)\b/g,
  ],
  [
    'hiring',
    /\b(?:hiring|recruiting|recruit|hires?|job (?:posts?|postings?|openings?|ads?)|open (?:roles?|positions?)|vacanc(?:y|ies))\b/g,
  ],
  ['launch', /\b(?:launch\w*|releas\w*|ship(?:s|ped|ping)?|announc\w* (?:a )?(?:new )?(?:products?|features?))\b/g],
  [
    'complaint',
    /\b(?:complain\w*|frustrat\w*|unhappy|annoyed|angry|disappointed|rant\w*|problems? with|issues? with|struggl\w*(?: with)?|hat(?:e|es|ing))\b(?: (?:about|with|over|of))?/g,
  ],
  [
    'ask',
    /\b(?:ask(?:s|ing|ed)?(?: for| about)?|request(?:s|ing)?(?: for)?|seek(?:s|ing)?|recommendations?|recommend(?:s|ing)?|suggestions?|advice|tips|help with|questions? about|looking for|searching for|shopping for|in the market for|want(?:s|ing)? to buy|buy(?:s|ing)?|purchas\w*|evaluat\w*|compar\w*|switch\w*(?: from)?|alternatives? to|replac\w*|need(?:s|ing)?|wants?)\b/g,
  ],
];
const EVENT_INTENT = /\b(?:promot\w*|announc\w*|invit\w*|host\w*|upcoming|register\w*|attend\w*)\b/g;
const EVENT_WORDS = /\b(?:events?|webinars?|conferences?|meetups?|workshops?|summits?)\b/g;

// Words a criterion uses to qualify a topic without narrowing it ("their current CRM").
const FILLER = new Set([
  'current',
  'new',
  'own',
  'good',
  'best',
  'particular',
  'specific',
  'certain',
  'some',
  'kind',
  'type',
  'upcoming',
  'future',
  'recent',
]);

export function parseCriterion(raw: string): Criterion {
  let text = raw
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/["\u201c\u201d]/g, '')
    .replace(/[.!?]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  let previous: string;
  do {
    previous = text;
    for (const pattern of FRAMING) text = text.replace(pattern, '');
  } while (text !== previous);

  const negated = NEGATION.test(text);
  text = text.replace(NEGATION, '').replace(TOPIC_ONLY, '');

  const intents: Intent[] = [];
  if (text.match(EVENT_WORDS) && text.match(EVENT_INTENT)) {
    intents.push('event');
    text = text.replace(EVENT_WORDS, ' ').replace(EVENT_INTENT, ' ');
  }
  for (const [intent, pattern] of INTENTS) {
    if (text.match(pattern)) {
      intents.push(intent);
      text = text.replace(pattern, ' ');
    }
  }

  const phrase = (part: string): string[] =>
    contentLemmas(part).filter((l) => !FILLER.has(l) && !GENERIC_WORDS.has(l) && l.length > 1);
  const topics = text
    .split(/\band\b|,/)
    .map((group) =>
      group
        .split(/\bor\b|\//)
        .map((part) => joinConcepts(phrase(part)))
        .filter((p) => p.length > 0),
    )
    .filter((group) => group.length > 0);
  return { intents, topics, negated };
}

// The fast reader lemmatises without part-of-speech tags and leaves some plurals ("reps") alone.
function termMatches(analysis: Analysis, term: string): boolean {
  if (term.includes(' ') || term.includes('-')) {
    return containsTerm(analysis.lower, term) || containsTerm(analysis.lower, `${term}s`);
  }
  return analysis.lemmas.has(term) || analysis.lemmas.has(`${term}s`) || analysis.lemmas.has(`${term}es`);
}

function lemmaMatches(analysis: Analysis, lemma: string): { matched: boolean; specific: boolean } {
  // A compound idea ("price increase") is found by its paraphrases and settles the topic by itself.
  if (isConcept(lemma)) return { matched: findConcept(analysis, lemma) !== null, specific: true };
  const { terms, specific } = termsFor(lemma);
  return { matched: terms.some((t) => termMatches(analysis, t)), specific };
}

/** A topic phrase matches when its head noun (or an equivalent) is there and, for long phrases, most of it. */
function topicMatches(analysis: Analysis, topic: string[]): boolean {
  if (containsTerm(analysis.lower, topic.join(' '))) return true;
  const head = topic[topic.length - 1];
  if (!head) return false;
  const headMatch = lemmaMatches(analysis, head);
  if (!headMatch.matched) return false;
  const modifiers = topic.slice(0, -1);
  if (modifiers.length <= 1 || headMatch.specific) return true;
  const covered = modifiers.filter((m) => lemmaMatches(analysis, m).matched).length;
  return covered / modifiers.length >= 0.5;
}

// Categories so broad that any buying signal is about one of them ("looking for software or a provider").
const ANY_PRODUCT = new Set([
  'software',
  'tool',
  'platform',
  'app',
  'service',
  'provider',
  'vendor',
  'solution',
  'product',
  'supplier',
]);

const ASK_CUE =
  /\b(?:which|what|who|best|recommend\w*|suggest\w*|looking (?:for|at)|searching for|shopping for|need|any|alternatives?|bring in|worked with|anyone|options|evaluating|choosing|replac\w*|switch\w*|hire|hiring)\b/;

/** The topic is what the post asks about: in a question, or within a few words after an asking cue. */
function topicIsAskedFor(analysis: Analysis, topic: string[]): boolean {
  return analysis.sentences.some((sentence) => {
    const sub = analyse(sentence.text);
    if (!topicMatches(sub, topic)) return false;
    if (sentence.text.includes('?')) return true;
    const head = topic[topic.length - 1] ?? '';
    const heads = termsFor(head).terms.map((t) => `${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:s|es)?`);
    const near = new RegExp(`${ASK_CUE.source}\\W+(?:\\S+\\s+){0,6}?(?:${heads.join('|')})\\b`);
    return near.test(sub.lower);
  });
}

const FRUSTRATION = new RegExp(`\\b(?:${alternation(FRUSTRATION_WORDS)})\\b`);
const STARTS_A_ROLE =
  /\b(?:start(?:ing|ed)?|join(?:ing|ed|s)?|promot\w*|new (?:role|position|job)|first day|day (?:1|one)|accepted|named|appointed|welcom\w*|now leading|officially an?)\b/;

const INTENT_TAG: Partial<Record<Intent, ContentTag>> = {
  hiring: 'Hiring',
  launch: 'Launch',
  event: 'Event',
  jobChange: 'Job change',
};

const INTENT_PHRASE: Record<Intent, [string, string]> = {
  ask: ['asks for a recommendation or looks to buy', 'does not ask for a recommendation or look to buy'],
  complaint: ['complains about a tool or vendor', 'does not complain about a tool or vendor'],
  hiring: ['is a job post', 'is not a job post'],
  launch: ['announces a launch', 'does not announce a launch'],
  event: ['promotes an event', 'does not promote an event'],
  jobChange: ['announces a new role', 'does not announce a new role'],
};

export interface LocalJudgement {
  match: boolean;
  reason: string;
}

export function judgeRuleLocal(criterion: string, content: string): LocalJudgement {
  const parsed = parseCriterion(criterion);
  if (parsed.intents.length === 0 && parsed.topics.length === 0) {
    return {
      match: false,
      reason: 'The basic engine found nothing to match in this criterion; name what a matching post mentions.',
    };
  }
  const { analysis, tags } = readContentSignals(content);
  const label = (group: string[][]): string => group.map((t) => t.join(' ')).join(' or ');

  for (const intent of parsed.intents) {
    const tag = INTENT_TAG[intent];
    let ok: boolean;
    if (intent === 'ask') ok = tags.has('Question') || tags.has('Hot lead');
    else if (intent === 'complaint') ok = isComplaint(analysis, parsed.topics);
    else if (intent === 'jobChange') ok = tags.has('Job change') && STARTS_A_ROLE.test(analysis.lower);
    else ok = tag !== undefined && tags.has(tag);
    if (!ok) return verdict(parsed.negated, false, `The post ${INTENT_PHRASE[intent][1]}.`);
  }

  const asking = parsed.intents.includes('ask');
  const found = (topic: string[]): boolean => {
    if (!asking) return topicMatches(analysis, topic);
    if (ANY_PRODUCT.has(topic[topic.length - 1] ?? '') && tags.has('Hot lead')) return true;
    return topicIsAskedFor(analysis, topic);
  };
  for (const group of parsed.topics) {
    if (!group.some(found)) {
      return verdict(parsed.negated, false, `The post does not ${asking ? 'ask about' : 'mention'} ${label(group)}.`);
    }
  }

  const doing = parsed.intents.map((i) => INTENT_PHRASE[i][0]);
  const topicLabel = parsed.topics.map((group) => evidenceLabel(analysis, group) ?? label(group)).join(', ');
  const about = topicLabel === '' ? [] : [`mentions ${topicLabel}`];
  return verdict(parsed.negated, true, `The post ${[...doing, ...about].join(' and ')}.`);
}

/**
 * Frustration, a vendor complaint, or a grievance the criterion names reported of someone else: "they raised
 * prices again" complains about a price increase without a complaining word.
 */
function isComplaint(analysis: Analysis, topics: string[][][]): boolean {
  if (isVendorComplaint(analysis.lower) || FRUSTRATION.test(analysis.lower)) return true;
  const concepts = topics.flat(2).filter(isConcept);
  return concepts.some((concept) => findConcept(analysis, concept)?.byOthers === true);
}

/** A group naming a concept, labelled with the sentence that says it ('a price increase ("they raised…")'). */
function evidenceLabel(analysis: Analysis, group: string[][]): string | null {
  for (const concept of group.flat().filter(isConcept)) {
    const found = findConcept(analysis, concept);
    if (found) return `${conceptLabel(concept)} ("${quoteOf(found.evidence)}")`;
  }
  return null;
}

const QUOTE_MAX = 80;

function quoteOf(sentence: string): string {
  return sentence.length <= QUOTE_MAX ? sentence : `${sentence.slice(0, QUOTE_MAX - 1).trimEnd()}…`;
}

function verdict(negated: boolean, match: boolean, reason: string): LocalJudgement {
  if (!negated) return { match, reason };
  return { match: !match, reason: match ? `Excluded: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}` : reason };
}
