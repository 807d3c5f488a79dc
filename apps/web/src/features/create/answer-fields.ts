import type { AnswerType } from '@inroad/contracts/ai';
import { ANSWER_TYPE_FIELDS, type Answer, aiPresetKey, answerTypeOfPresetKey } from '@inroad/contracts/create';

/** "whatPeopleAreDoingWrong" → "What People Are Doing Wrong", as preset sections are shown. */
export function titleCase(fieldName: string): string {
  const spaced = fieldName.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export interface PresetSection {
  key: string;
  title: string;
  text: string;
}

/** The filled-in fields of an answer's `AIPreset__{type}` metadata, in the form's order. */
export function presetSections(answer: Pick<Answer, 'metadata'>): PresetSection[] {
  const sections: PresetSection[] = [];
  for (const [presetKey, fields] of Object.entries(answer.metadata)) {
    const answerType = answerTypeOfPresetKey(presetKey);
    if (!answerType) continue;
    const order: readonly string[] = ANSWER_TYPE_FIELDS[answerType];
    const names = Object.keys(fields).sort((a, b) => rank(order, a) - rank(order, b));
    for (const name of names) {
      const text = fields[name]?.trim();
      if (text) sections.push({ key: `${presetKey}.${name}`, title: titleCase(name), text });
    }
  }
  return sections;
}

function rank(order: readonly string[], name: string): number {
  const at = order.indexOf(name);
  return at === -1 ? order.length : at;
}

/** The answer type's field values to edit: the stored preset where there is one, else the fields it was written from. */
export function editableFields(
  answer: Pick<Answer, 'answerType' | 'metadata' | 'presetFields'>,
): Record<string, string> {
  const preset = answer.metadata[aiPresetKey(answer.answerType)] ?? {};
  return Object.fromEntries(
    ANSWER_TYPE_FIELDS[answer.answerType].map((name) => [name, preset[name] ?? answer.presetFields[name] ?? '']),
  );
}

export const ANSWER_TYPE_LABELS: Record<AnswerType, string> = { expert_tip: 'Expert Tip', hot_take: 'Hot Take' };
