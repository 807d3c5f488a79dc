import {
  cleanKeywords,
  type OnboardingCompany,
  type OnboardingData,
  type OnboardingPerson,
} from '@inroad/contracts/onboarding';
import { defaultRuleField, RULE_INPUTS_MAX, type Rule, tagKey } from '@inroad/contracts/rule';
import { CreateSourceBody, SOURCE_NAME_MAX_LENGTH, SOURCE_QUERY_MAX_LENGTH } from '@inroad/contracts/source';
import { clipText } from '@inroad/contracts/text';
import { CreateTrackerBody } from '@inroad/contracts/tracker';

/** The tracker that tags buying intent; its name is how a second submit finds it again. */
export const HOT_LEAD_TRACKER_NAME = 'Hot lead';

/** The Data Feeds and trackers that onboarding answers stand for, before any is created. */
export interface OnboardingPlan {
  sources: CreateSourceBody[];
  trackers: CreateTrackerBody[];
}

function sourceName(prefix: string, name: string): string {
  return clipText(`${prefix}: ${name}`, SOURCE_NAME_MAX_LENGTH).trim();
}

/**
 * A LinkedIn content search for any of the phrases, each quoted so it matches as written. Phrases that would
 * take it past the query length limit are left to the source's keywords.
 */
function searchQuery(terms: readonly string[]): string {
  let query = '';
  for (const term of terms) {
    const part = `"${term.replaceAll('"', '')}"`;
    const next = query ? `${query} OR ${part}` : part;
    if (next.length > SOURCE_QUERY_MAX_LENGTH) break;
    query = next;
  }
  return query;
}

function mentionSearch(prefix: string, name: string, strategy: 'track_competitors'): CreateSourceBody {
  return CreateSourceBody.parse({
    name: sourceName(prefix, name),
    platform: 'linkedin',
    followedEntityType: 'search',
    query: searchQuery([name]),
    keywords: [name],
    tags: [name.slice(0, 60)],
    strategy,
  });
}

function profileFeed(label: string, person: OnboardingPerson): CreateSourceBody {
  return CreateSourceBody.parse({
    name: sourceName(label, person.name),
    platform: 'linkedin',
    followedEntityType: 'profile_feed',
    profile: {
      name: person.name,
      linkedInId: person.linkedInId ?? null,
      headline: person.headline ?? null,
      imageUrl: person.imageUrl ?? null,
    },
    tags: [label],
    strategy: 'track_influencers',
  });
}

function companySearch(label: string, company: OnboardingCompany): CreateSourceBody {
  return CreateSourceBody.parse({
    name: sourceName(label, company.name),
    platform: 'linkedin',
    followedEntityType: 'search',
    posterWorksAtCompanies: [
      {
        name: company.name,
        companyId: company.companyId ?? null,
        imageUrl: company.imageUrl ?? null,
        subtitle: company.subtitle ?? null,
      },
    ],
    tags: [label],
    strategy: 'track_accounts',
  });
}

/**
 * Turns onboarding answers into Data Feeds and trackers: a LinkedIn search per topic (its keywords), a mention
 * search per competitor and adjacent product, a profile activity feed per influencer and expert, a search for
 * posts by people at each target account and partner, and a 'Hot lead' tracker for the hot-lead phrases. Only
 * the chosen feed preferences count; names carry the feed category prefixes of the spec.
 */
export function planOnboarding(data: OnboardingData): OnboardingPlan {
  const chosen = (preference: OnboardingData['feedPreferences'][number]) => data.feedPreferences.includes(preference);
  const sources: CreateSourceBody[] = [];

  for (const topic of data.topics) {
    sources.push(
      CreateSourceBody.parse({
        name: sourceName('Search Topic', topic.name),
        platform: 'linkedin',
        followedEntityType: 'search',
        query: searchQuery(topic.keywords),
        keywords: topic.keywords,
        tags: [topic.name],
        strategy: 'topic_search',
      }),
    );
  }
  if (chosen('competitors')) {
    for (const name of data.competitors) sources.push(mentionSearch('Competitor Mention', name, 'track_competitors'));
    for (const name of data.complementarySoftware) {
      sources.push(mentionSearch('Adjacent Product', name, 'track_competitors'));
    }
  }
  if (chosen('influencers')) {
    for (const person of data.influencers) sources.push(profileFeed('Influencer', person));
    for (const person of data.experts) sources.push(profileFeed('Topic Expert', person));
  }
  if (chosen('target_accounts')) {
    for (const company of data.targetCompanies) sources.push(companySearch('Target Account', company));
    for (const company of data.complements) sources.push(companySearch('Partner', company));
  }

  const trackers: CreateTrackerBody[] = [];
  if (data.hotLeadKeywords.length > 0) trackers.push(hotLeadTracker(data.hotLeadKeywords));
  return { sources, trackers };
}

export function hotLeadTracker(keywords: readonly string[]): CreateTrackerBody {
  return CreateTrackerBody.parse({
    name: HOT_LEAD_TRACKER_NAME,
    platform: 'all',
    tags: [HOT_LEAD_TRACKER_NAME],
    rules: [
      {
        ruleType: 'keyword',
        field: defaultRuleField('keyword'),
        inputs: keywords.map((value) => ({ type: 'include', value })),
      },
    ],
  });
}

/**
 * The rules of a tracker onboarding made earlier, with the phrases none of its keyword rules holds yet added to its
 * first keyword rule; null when there is nothing to add. What the user set in Trackers stays as it is: the other
 * rules, the exclude inputs, and a phrase they turned into an exclude is not included again. A tracker left with no
 * keyword rule, or whose rule is full, takes no more.
 */
export function withMissingPhrases(rules: readonly Rule[], phrases: readonly string[]): Rule[] | null {
  const target = rules.findIndex((rule) => rule.ruleType === 'keyword');
  const rule = rules[target];
  if (!rule) return null;
  const keywordRules = rules.filter((r) => r.ruleType === 'keyword');
  const known = new Set(keywordRules.flatMap((r) => r.inputs.map((input) => tagKey(input.value))));
  const added = cleanKeywords(phrases)
    .filter((phrase) => !known.has(tagKey(phrase)))
    .slice(0, Math.max(0, RULE_INPUTS_MAX - rule.inputs.length));
  if (added.length === 0) return null;
  const inputs = [...rule.inputs, ...added.map((value) => ({ type: 'include' as const, value }))];
  return rules.map((r, index) => (index === target ? { ...r, inputs } : r));
}
