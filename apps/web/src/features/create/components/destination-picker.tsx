import {
  type Publication,
  type PublicationTarget,
  REDDIT_TITLE_MAX,
  type RedditPostKind,
  SUBREDDIT_FORMAT_MESSAGE,
  subredditName,
} from '@inroad/contracts/publishing';
import { Autocomplete, NativeSelect, Radio, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { useConnectedIntegrations, useSubscribedSubreddits } from '../api/publication-target.ts';

/** Where a post goes, as the form holds it: LinkedIn (integrationId null) or a Reddit integration and its target. */
export interface DestinationInput {
  integrationId: number | null;
  to: 'profile' | 'subreddit';
  subreddit: string;
  kind: RedditPostKind | 'auto';
  title: string;
}

export const LINKEDIN_DESTINATION: DestinationInput = {
  integrationId: null,
  to: 'profile',
  subreddit: '',
  kind: 'auto',
  title: '',
};

/** The form's values for an item's publication as stored: its Reddit target, else LinkedIn. */
export function destinationOf(publication: Publication | null | undefined): DestinationInput {
  if (publication?.platform !== 'reddit' || publication.integrationId === null) return LINKEDIN_DESTINATION;
  return {
    integrationId: publication.integrationId,
    to: publication.subreddit ? 'subreddit' : 'profile',
    subreddit: publication.subreddit ? `r/${publication.subreddit}` : '',
    kind: publication.redditKind ?? 'auto',
    title: publication.title ?? '',
  };
}

export type DestinationRequest =
  | { ok: true; target: z.input<typeof PublicationTarget> | null }
  | { ok: false; error: string };

/**
 * Where the post goes, as sent with a new post's save or by Edit Post (null: LinkedIn, the default, nothing to set), or
 * why it cannot be sent.
 */
export function destinationRequest(input: DestinationInput): DestinationRequest {
  if (input.integrationId === null) return { ok: true, target: null };
  let subreddit: string | null = null;
  if (input.to === 'subreddit') {
    subreddit = subredditName(input.subreddit);
    if (!subreddit) return { ok: false, error: `Subreddit ${SUBREDDIT_FORMAT_MESSAGE}` };
  }
  return {
    ok: true,
    target: {
      integrationId: input.integrationId,
      subreddit,
      redditKind: input.kind === 'auto' ? null : input.kind,
      title: input.title.trim() || null,
    },
  };
}

interface DestinationPickerProps {
  value: DestinationInput;
  onChange: (value: DestinationInput) => void;
  /** The post has an image attached, so it can be an image post. */
  hasImage: boolean;
  error: string | null;
}

const KINDS: { value: DestinationInput['kind']; label: string }[] = [
  { value: 'auto', label: 'Automatic' },
  { value: 'text', label: 'Text' },
  { value: 'link', label: 'Link' },
  { value: 'image', label: 'Image' },
];

/**
 * 'Publish to': LinkedIn, or one of the user's Reddit integrations with the user's profile or a subreddit (typed
 * as r/name, with their subscriptions as suggestions) and the kind of post. Hidden without a Reddit integration.
 */
export function DestinationPicker({ value, onChange, hasImage, error }: DestinationPickerProps) {
  const integrations = useConnectedIntegrations();
  // Read as soon as a Reddit integration is picked, so the suggestions are there when 'A subreddit' is.
  const subreddits = useSubscribedSubreddits(value.integrationId);
  const reddit = (integrations.data ?? []).filter((i) => i.platform === 'reddit');
  if (reddit.length === 0) return null;
  const options = [
    { value: '', label: 'LinkedIn' },
    ...reddit.map((i) => ({
      value: String(i.id),
      label: `Reddit: ${i.name}${i.accountName ? ` (u/${i.accountName})` : ''}`,
    })),
  ];
  const set = (patch: Partial<DestinationInput>) => onChange({ ...value, ...patch });
  // A subreddit the user typed is faulted under its field; any other refusal (an integration gone, a kind the post
  // cannot make) under the whole destination.
  const onSubreddit = value.to === 'subreddit' && /^subreddit/i.test(error ?? '');
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <NativeSelect
        label="Publish to"
        data={options}
        value={value.integrationId === null ? '' : String(value.integrationId)}
        onChange={(event) => {
          const id = event.currentTarget.value;
          onChange(id ? { ...value, integrationId: Number(id) } : LINKEDIN_DESTINATION);
        }}
        w={360}
      />
      {value.integrationId !== null && (
        <Stack gap="sm" pl="md">
          <Radio.Group label="Post to" value={value.to} onChange={(to) => set({ to: to as DestinationInput['to'] })}>
            <Stack gap={6} mt={4}>
              <Radio value="profile" label="My profile" />
              <Radio value="subreddit" label="A subreddit" />
            </Stack>
          </Radio.Group>
          {value.to === 'subreddit' && (
            <Autocomplete
              label="Subreddit"
              placeholder="r/name"
              w={360}
              value={value.subreddit}
              onChange={(subreddit) => set({ subreddit })}
              data={(subreddits.data?.subreddits ?? []).map((name) => `r/${name}`)}
              limit={8}
              error={onSubreddit ? error : undefined}
              description={subreddits.data?.message ?? 'Type r/name, or pick one you subscribe to.'}
            />
          )}
          <div>
            <Text size="sm" fw={500} id="reddit-kind-label">
              Post kind
            </Text>
            <SegmentedControl
              aria-labelledby="reddit-kind-label"
              value={value.kind}
              onChange={(kind) => set({ kind: kind as DestinationInput['kind'] })}
              data={KINDS.map((kind) => ({
                ...kind,
                disabled: kind.value === 'image' && !hasImage,
              }))}
            />
            <Text size="xs" c="dimmed" mt={4}>
              Automatic: an image post when an image is attached, a link post when the text is only a link, else text.
              {hasImage ? '' : ' Image needs an image attached.'}
            </Text>
          </div>
          <TextInput
            label="Title"
            placeholder="The post's first line"
            maxLength={REDDIT_TITLE_MAX}
            w={480}
            value={value.title}
            onChange={(event) => set({ title: event.currentTarget.value })}
          />
        </Stack>
      )}
      {error && !onSubreddit && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
