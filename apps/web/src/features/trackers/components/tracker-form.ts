import { type DraftRule, findBlankRuleInput, findBlankTag, type Rule } from '@inroad/contracts/rule';
import {
  ANALYZE_LAST_N_MAX,
  ANALYZE_LAST_N_MIN,
  type CreateTrackerBody,
  DEFAULT_TRACKER_PLATFORM,
  type Tracker,
  type TrackerPlatform,
  type UpdateTrackerBody,
} from '@inroad/contracts/tracker';

/** The tracker dialog's fields as typed, before validation. */
export interface TrackerDraft {
  name: string;
  platform: TrackerPlatform;
  tags: string[];
  rules: DraftRule[];
  retroactive: boolean;
  /** 'Analyze the last N posts' as typed: empty means "not given". */
  analyzeLastN: string;
}

export interface TrackerFormErrors {
  name?: string;
  tags?: string;
  rules?: string;
  analyzeLastN?: string;
}

export function draftFromTracker(tracker: Tracker | null): TrackerDraft {
  if (!tracker) {
    // No tag field until 'Add Tag': a blank one up front reads as filled in (its placeholder shows an example),
    // so people added a second and the save then failed on the first, still blank.
    return {
      name: '',
      platform: DEFAULT_TRACKER_PLATFORM,
      tags: [],
      rules: [],
      retroactive: false,
      analyzeLastN: '',
    };
  }
  return {
    name: tracker.name,
    platform: tracker.platform,
    tags: [...tracker.tags],
    rules: tracker.rules.map((rule) => ({ ...rule, inputs: rule.inputs.map((input) => ({ ...input })) })),
    retroactive: false,
    analyzeLastN: '',
  };
}

/** The retroactive count, when it is to be sent: only if the box is ticked and a value is given (spec §5). */
function retroactiveCount(draft: TrackerDraft): number | undefined {
  if (!draft.retroactive || draft.analyzeLastN.trim() === '') return undefined;
  return Number.parseInt(draft.analyzeLastN, 10);
}

export function validateTrackerDraft(draft: TrackerDraft, mode: 'create' | 'update'): TrackerFormErrors {
  const errors: TrackerFormErrors = {};
  if (draft.name.trim() === '') errors.name = 'Name is required';
  const tags = findBlankTag(draft.tags);
  if (tags) errors.tags = tags;
  const rules = findBlankRuleInput(draft.rules);
  if (rules) errors.rules = rules;
  const count = mode === 'create' ? retroactiveCount(draft) : undefined;
  if (count !== undefined) {
    if (Number.isNaN(count) || count < ANALYZE_LAST_N_MIN)
      errors.analyzeLastN = `Must be at least ${ANALYZE_LAST_N_MIN}`;
    else if (count > ANALYZE_LAST_N_MAX) errors.analyzeLastN = `Must be at most ${ANALYZE_LAST_N_MAX}`;
  }
  return errors;
}

function cleanRules(rules: readonly DraftRule[]): Rule[] {
  return rules.map((rule) => ({
    ...rule,
    inputs: rule.inputs.map((input) => ({ type: input.type, value: input.value.trim() })),
  }));
}

function commonFields(draft: TrackerDraft) {
  return {
    name: draft.name.trim(),
    platform: draft.platform,
    tags: draft.tags.map((tag) => tag.trim()),
    rules: cleanRules(draft.rules),
  };
}

export function toCreateTrackerBody(draft: TrackerDraft): CreateTrackerBody {
  const count = retroactiveCount(draft);
  return count === undefined ? commonFields(draft) : { ...commonFields(draft), analyzeLastNPosts: count };
}

export function toUpdateTrackerBody(id: string, draft: TrackerDraft): UpdateTrackerBody {
  return { id, ...commonFields(draft) };
}
