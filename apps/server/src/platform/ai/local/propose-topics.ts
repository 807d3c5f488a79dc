import type { AiPlanInput, AiTopicProposal } from '@inroad/contracts/ai';
import { capitalise, inline } from './text-case.ts';

/**
 * Starting topics for a generate_leads content plan, built from the customer fields alone: one topic per
 * observed problem, one for getting past the blockers, one of lessons for the customer's role. Each idea is
 * a post subject that names the user's own words, so the plan reads as theirs rather than as boilerplate.
 */

const ITEM_MAX = 90;
const MAX_PROBLEM_TOPICS = 3;
const MAX_TOPICS = 5;

/** Trimmed, single-spaced, without trailing punctuation, cut at a word boundary. */
function clean(text: string): string {
  const flat = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[-*•\d.)\s]+/, '');
  const cut = flat.length <= ITEM_MAX ? flat : flat.slice(0, flat.lastIndexOf(' ', ITEM_MAX) || ITEM_MAX);
  return cut.replace(/[.!?;:,\s]+$/, '');
}

/** The separate points of a field: lines, bullet points, sentences, or a comma list of short phrases. */
export function pointsOf(text: string | undefined): string[] {
  if (!text) return [];
  const parts = text
    .split(/[\n;•]+|(?<=[.!?])\s+/)
    .flatMap((part) => {
      const pieces = part.split(/,\s*(?:and |or )?|\s+and\s+(?=\S+\s+\S+)/);
      const shortList = pieces.length > 1 && pieces.every((p) => p.trim().split(/\s+/).length <= 6);
      return shortList ? pieces : [part];
    })
    .map((p) => clean(p.replace(/^(and|or)\s+/i, '')))
    .filter((p) => /[\p{L}\p{N}]/u.test(p));
  return [...new Map(parts.map((p) => [p.toLowerCase(), p])).values()];
}

/** A customer's belief without its lead-in: "They think payroll is a fixed cost" → "payroll is a fixed cost". */
function beliefContent(belief: string): string {
  return belief.replace(
    /^(?:they|customers|buyers|clients|people|most people|many|owners|teams)\s+(?:think|believe|assume|feel|say|expect)\s+(?:that\s+)?/i,
    '',
  );
}

/**
 * The customer's own words may name a thing ("Slow onboarding") or say what happens ("Overtime costs spiral"), so
 * the ideas put them before a colon, which reads right for either; a belief is quoted as what customers say.
 */
function problemTopic(problem: string, plan: Audience): AiTopicProposal {
  const name = capitalise(problem);
  const ideas = [
    `${name}: why it keeps happening, and what it really costs`,
    `${name}: how to spot it before it hurts${plan.company ? ` at ${plan.company}` : ''}`,
    plan.belief
      ? `${name}: why "${inline(beliefContent(plan.belief))}" misses the real cause`
      : `${name}: the first step I would take`,
  ];
  return { name, ideas };
}

interface Audience {
  role: string;
  company: string;
  belief: string;
}

export function proposeTopicsLocal(plan: AiPlanInput): AiTopicProposal[] {
  const audience: Audience = {
    role: clean(plan.roleDescription ?? ''),
    company: inline(clean(plan.companyDescription ?? '')),
    belief: pointsOf(plan.customerHypothesis)[0] ?? '',
  };
  const topics: AiTopicProposal[] = pointsOf(plan.customerObservations)
    .slice(0, MAX_PROBLEM_TOPICS)
    .map((problem) => problemTopic(problem, audience));

  if (topics.length === 0 && audience.belief) {
    const belief = inline(beliefContent(audience.belief));
    topics.push({
      name: 'What customers believe about the problem',
      ideas: [
        `"${capitalise(belief)}": what that belief gets right and what it misses`,
        `What changes once you stop believing "${belief}"`,
        'The question I ask to find the real cause',
      ],
    });
  }

  const barriers = pointsOf(plan.customerBarriers).slice(0, 3);
  if (barriers.length > 0) {
    topics.push({
      name: 'Getting past what holds customers back',
      ideas: barriers.flatMap((barrier, index) =>
        index === 0
          ? [`How to get past "${inline(barrier)}"`, `What to say when a customer says "${inline(barrier)}"`]
          : [`${capitalise(barrier)}: a way around it that works`],
      ),
    });
  }

  // "every restaurant owner", not "every Restaurant owner"; an acronym such as "VP" keeps its capitals.
  const role = inline(audience.role);
  topics.push({
    name: role ? `Lessons for every ${role}` : 'Lessons from my work',
    ideas: [
      role ? `Three mistakes I see every ${role} make` : 'Three mistakes I see people in my field make',
      audience.company
        ? `What is changing for ${audience.company} this year`
        : 'What is changing in my field this year',
      role ? `The question every ${role} should ask before buying` : 'The questions my customers ask me most',
    ],
  });

  if (topics.length < 3) {
    topics.push({
      name: "Your customers' questions",
      ideas: [
        'The question I get asked most, answered',
        'A question customers should ask but rarely do',
        'What I wish customers knew before the first call',
      ],
    });
  }
  if (topics.length < 3) {
    topics.push({
      name: 'Behind the scenes',
      ideas: [
        'How a typical week with a customer goes',
        'A recent win and what made it work',
        'A lesson from a deal we lost',
      ],
    });
  }
  return topics.slice(0, MAX_TOPICS);
}
