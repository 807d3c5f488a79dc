import type { AnswerType } from '@inroad/contracts/ai';
import { type Answer, type AnswerPresets, aiPresetKey, PRESET_FIELDS } from '@inroad/contracts/create';
import { formatScheduledTime } from '@inroad/contracts/create-schedule';
import type { Variant } from '@inroad/contracts/create-variant';
import { mediaUrlOf } from '@inroad/contracts/media';
import type { AnswerRow, VariantRow, WithMedia } from './answer.queries.ts';

// Rows as the API shows them: times as the spec's UTC text, media as its URL.

function mediaUrl(mediaId: string | null, mediaType: WithMedia<unknown>['mediaType']): string | null {
  return mediaId && mediaType ? mediaUrlOf(mediaId, mediaType) : null;
}

export function toAnswer({ row, mediaType }: WithMedia<AnswerRow>): Answer {
  return {
    id: row.id,
    contentIdeaId: row.contentIdeaId,
    manualIdea: row.manualIdea,
    answerType: row.answerType,
    postFormat: row.postFormat,
    postTemplate: row.postTemplate,
    metadata: row.metadata,
    presetFields: row.presetFields,
    userPrompt: row.userPrompt,
    postContent: row.postContent,
    status: row.status,
    scheduledTime: row.scheduledTime ? formatScheduledTime(row.scheduledTime) : null,
    contentMediaId: row.contentMediaId,
    mediaUrl: mediaUrl(row.contentMediaId, mediaType),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toVariant({ row, mediaType }: WithMedia<VariantRow>): Variant {
  return {
    id: row.id,
    contentAnswerId: row.contentAnswerId,
    format: row.format,
    content: row.content,
    contentMediaId: row.contentMediaId,
    mediaUrl: mediaUrl(row.contentMediaId, mediaType),
    status: row.status,
    scheduledTime: row.scheduledTime ? formatScheduledTime(row.scheduledTime) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The fields of an answer's `AIPreset__{answerType}` metadata that are kept as presets. */
export function presetsOf(row: AnswerRow | undefined, answerType: AnswerType): AnswerPresets {
  const stored = row?.metadata[aiPresetKey(answerType)] ?? {};
  const presets: Record<string, string> = {};
  for (const name of PRESET_FIELDS[answerType]) {
    const value = stored[name];
    if (typeof value === 'string' && value.trim() !== '') presets[name] = value;
  }
  return { answerType, answerId: row?.id ?? null, presets };
}
