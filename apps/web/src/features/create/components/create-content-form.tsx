import {
  AI_PROMPT_MAX_CHARS,
  ANSWER_TYPES,
  type AnswerType,
  HOT_TAKE_TEMPLATES,
  type HotTakeTemplate,
  type PostFormat,
} from '@inroad/contracts/ai';
import { ANSWER_TYPE_FIELDS, MANUAL_IDEA_MAX_CHARS, PRESET_FIELD_MAX_CHARS } from '@inroad/contracts/create';
import { Button, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { ANSWER_TYPE_LABELS, titleCase } from '../answer-fields.ts';

export interface CreateContentAnswers {
  postFormat: PostFormat | null;
  answerType: AnswerType;
  template: HotTakeTemplate;
  idea: string;
  fields: Record<string, string>;
  userPrompt: string;
}

export const EMPTY_ANSWERS: CreateContentAnswers = {
  postFormat: null,
  answerType: 'expert_tip',
  template: 'strong_opinion',
  idea: '',
  fields: {},
  userPrompt: '',
};

const TEMPLATE_LABELS: Record<HotTakeTemplate, string> = {
  strong_opinion: 'Strong Opinion',
  nuanced_callout: 'Nuanced Callout',
};

interface CreateContentFormProps {
  answers: CreateContentAnswers;
  onChange: (answers: CreateContentAnswers) => void;
  onSubmit: () => void;
  loading: boolean;
  ideaError: string | null;
  /** The saved idea the post is for, when Create Content was opened on one; the idea field is then fixed. */
  lockedIdea?: string;
  /** The caller chose the post type; it is shown but cannot be changed. */
  formatLocked?: boolean;
}

/** The first step of Create Content: post type, answer type with its fields, the idea and a prompt. */
export function CreateContentForm({
  answers,
  onChange,
  onSubmit,
  loading,
  ideaError,
  lockedIdea,
  formatLocked = false,
}: CreateContentFormProps) {
  const set = (patch: Partial<CreateContentAnswers>) => onChange({ ...answers, ...patch });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="sm">
        <Radio.Group
          label="Post type"
          value={answers.postFormat ?? ''}
          onChange={(value) => set({ postFormat: value as PostFormat })}
        >
          <Group mt="xs">
            <Radio value="longform_text" label="Long-form text" disabled={formatLocked} />
            <Radio value="shortform_video" label="Short-form video (about 60 seconds)" disabled={formatLocked} />
          </Group>
        </Radio.Group>
        {lockedIdea === undefined ? (
          <TextInput
            label="Idea"
            description="What the post is about"
            maxLength={MANUAL_IDEA_MAX_CHARS}
            value={answers.idea}
            error={ideaError}
            onChange={(e) => set({ idea: e.currentTarget.value })}
          />
        ) : (
          <div>
            <Text size="sm" fw={500}>
              Content idea
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {lockedIdea}
            </Text>
          </div>
        )}
        <Radio.Group
          label="Answer type"
          value={answers.answerType}
          onChange={(value) => set({ answerType: value as AnswerType, fields: {} })}
        >
          <Group mt="xs">
            {ANSWER_TYPES.map((value) => (
              <Radio key={value} value={value} label={ANSWER_TYPE_LABELS[value]} />
            ))}
          </Group>
        </Radio.Group>
        {answers.answerType === 'hot_take' && (
          <Radio.Group
            label="Template"
            value={answers.template}
            onChange={(value) => set({ template: value as HotTakeTemplate })}
          >
            <Group mt="xs">
              {HOT_TAKE_TEMPLATES.map((value) => (
                <Radio key={value} value={value} label={TEMPLATE_LABELS[value]} />
              ))}
            </Group>
          </Radio.Group>
        )}
        {ANSWER_TYPE_FIELDS[answers.answerType].map((name) => (
          <Textarea
            key={name}
            label={titleCase(name)}
            rows={2}
            maxLength={PRESET_FIELD_MAX_CHARS}
            value={answers.fields[name] ?? ''}
            onChange={(e) => set({ fields: { ...answers.fields, [name]: e.currentTarget.value } })}
          />
        ))}
        <Textarea
          label="Prompt"
          description="Anything else the drafts should do (tone, length, a story to include)"
          rows={2}
          maxLength={AI_PROMPT_MAX_CHARS}
          value={answers.userPrompt}
          onChange={(e) => set({ userPrompt: e.currentTarget.value })}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={answers.postFormat === null || loading} loading={loading}>
            Create
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
