import {
  ANSWER_TYPE_FIELDS,
  type Answer,
  aiPresetKey,
  POST_CONTENT_MAX_CHARS,
  PRESET_FIELD_MAX_CHARS,
} from '@inroad/contracts/create';
import { lockedPostMessage } from '@inroad/contracts/publishing';
import { Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useDiscardGuard } from '../../../components/ui/use-discard-guard.tsx';
import { useReturnFocus } from '../../../components/ui/use-return-focus.ts';
import { serverMessageOr } from '../../../lib/api-errors.ts';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid.ts';
import { ANSWER_TYPE_LABELS, editableFields, titleCase } from '../answer-fields.ts';
import { useAnswerPublication, useConnectedIntegrations, useSetPublicationTarget } from '../api/publication-target.ts';
import { useUpdateAnswer } from '../api/update-answer.ts';
import { type DestinationInput, DestinationPicker, destinationOf, destinationRequest } from './destination-picker.tsx';
import { isVideoUrl } from './media-preview.tsx';

/**
 * The post to open: by its id, or by its place in `posts` as the modal opens (`onIndexChange` is then told the place
 * of each post 'Save and Next' moves on to). Either way the modal holds it by its id from then on.
 */
type OpenedPost = { postId: number } | { index: number; onIndexChange: (index: number) => void };

type EditPostModalProps = OpenedPost & {
  /** The list the post was opened from, so 'Save and Next' can move on to the following one. */
  posts: readonly Answer[];
  onClose: () => void;
};

function EditPostForm({
  post,
  nextPostId,
  onSaved,
  onClose,
  onDirtyChange,
}: {
  post: Answer;
  /** The post below this one in the list as it is shown, which 'Save and Next' opens. */
  nextPostId: number | undefined;
  /** With the post to open next ('Save and Next'), or none (Save). */
  onSaved: (nextPostId: number | undefined) => void;
  onClose: () => void;
  /** Whether the form holds changes not saved (the modal asks before a close loses them). */
  onDirtyChange: (dirty: boolean) => void;
}) {
  const [postContent, setPostContent] = useState(post.postContent);
  const [fields, setFields] = useState(() => editableFields(post));
  const [initialFields] = useState(fields);
  const update = useUpdateAnswer();
  const [pendingNext, setPendingNext] = useState(false);
  const publication = useAnswerPublication(post.id);
  // Being published, or published: the text stays as it went out (the server refuses a change); the preset
  // fields still change. A post only waiting for the extension still changes (the server takes it back).
  const locked = lockedPostMessage(publication.data);
  // Where a post still to go out is published: untouched (null) it shows what is stored.
  const canTarget = (post.status === 'scheduled' || post.status === 'failed') && !locked;
  const integrations = useConnectedIntegrations();
  const setTarget = useSetPublicationTarget();
  const [destination, setDestination] = useState<DestinationInput | null>(null);
  const [destinationError, setDestinationError] = useState<string | null>(null);
  // A refused subreddit puts the cursor in it: the Save pressed may be far below it.
  const { formRef, refused } = useFocusFirstInvalid<HTMLFormElement>();
  const refuseDestination = (error: string) => {
    setDestinationError(error);
    refused();
  };

  const saveTarget = (then: () => void) => {
    if (!canTarget || destination === null) return then();
    const where = destinationRequest(destination);
    if (!where.ok) return refuseDestination(where.error);
    // Back to LinkedIn: through the user's LinkedIn integration when there is one, else the extension.
    const linkedIn = integrations.data?.find((i) => i.platform === 'linkedin')?.id ?? null;
    setTarget.mutate(
      { answerId: post.id, ...(where.target ?? { integrationId: linkedIn }) },
      {
        onSuccess: then,
        onError: (error) => refuseDestination(serverMessageOr(error, 'Could not set where it goes')),
      },
    );
  };

  const save = (shouldNavigateNext: boolean) => {
    setPendingNext(shouldNavigateNext);
    if (destination !== null && !destinationRequest(destination).ok) {
      return saveTarget(() => {});
    }
    // The next post is the one below this as the list was shown when pressed: the save reads the list again, and a
    // post added above meanwhile would shift every place by one.
    const next = shouldNavigateNext ? nextPostId : undefined;
    update.mutate(
      { id: post.id, body: { postContent, metadata: { [aiPresetKey(post.answerType)]: fields } } },
      { onSuccess: () => saveTarget(() => onSaved(next)) },
    );
  };
  const empty = postContent.trim() === '';
  const dirty =
    postContent !== post.postContent ||
    destination !== null ||
    Object.entries(fields).some(([name, text]) => text !== (initialFields[name] ?? ''));
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty) save(false);
      }}
    >
      <Stack gap="sm">
        <Group gap="xs">
          <Badge variant="light">{ANSWER_TYPE_LABELS[post.answerType]}</Badge>
          <Text size="sm" c="dimmed">
            Post {post.id}
          </Text>
        </Group>
        <Textarea
          label="Post"
          rows={8}
          maxLength={POST_CONTENT_MAX_CHARS}
          value={postContent}
          readOnly={locked !== null}
          // Filled rather than outlined: it looks as it is, not a field waiting for input.
          variant={locked ? 'filled' : 'default'}
          description={locked}
          error={empty ? 'The post needs some text' : undefined}
          onChange={(event) => setPostContent(event.currentTarget.value)}
        />
        {canTarget && (
          <DestinationPicker
            value={destination ?? destinationOf(publication.data)}
            onChange={(value) => {
              setDestination(value);
              setDestinationError(null);
            }}
            hasImage={post.mediaUrl !== null && !isVideoUrl(post.mediaUrl)}
            error={destinationError}
          />
        )}
        {ANSWER_TYPE_FIELDS[post.answerType].map((name) => (
          <Textarea
            key={name}
            label={titleCase(name)}
            rows={2}
            maxLength={PRESET_FIELD_MAX_CHARS}
            value={fields[name] ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setFields((f) => ({ ...f, [name]: value }));
            }}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button
            variant="light"
            disabled={empty || nextPostId === undefined || update.isPending}
            loading={(update.isPending || setTarget.isPending) && pendingNext}
            onClick={() => save(true)}
          >
            Save and Next
          </Button>
          <Button
            type="submit"
            disabled={empty || update.isPending}
            loading={(update.isPending || setTarget.isPending) && !pendingNext}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Edit Post: the post's text and the answer's preset fields; 'Save and Next' moves on to the next post. */
export function EditPostModal(props: EditPostModalProps) {
  const { posts, onClose } = props;
  useReturnFocus();
  // Held by its id, its place found at each render: the list is read again while the modal is open (another tab,
  // a publication that settles), and a post added above would otherwise put another post under the user's edits.
  const [postId, setPostId] = useState(() => ('postId' in props ? props.postId : posts[props.index]?.id));
  const [dirty, setDirty] = useState(false);
  const guard = useDiscardGuard({
    dirty,
    title: 'Discard your changes?',
    message: 'Your changes to this post are lost.',
    onDiscard: onClose,
  });
  const index = posts.findIndex((p) => p.id === postId);
  const post = posts[index];
  // Deleted meanwhile (in another tab, or with its idea): there is nothing left to edit.
  const gone = post === undefined;
  useEffect(() => {
    if (gone) onClose();
  }, [gone, onClose]);
  if (!post) return null;

  const openNext = (nextPostId: number) => {
    setPostId(nextPostId);
    if ('onIndexChange' in props) props.onIndexChange(posts.findIndex((p) => p.id === nextPostId));
  };
  return (
    <Modal opened title="Edit Post" size="xl" closeButtonProps={{ 'aria-label': 'Close' }} {...guard.modalProps}>
      <EditPostForm
        key={post.id}
        post={post}
        nextPostId={posts[index + 1]?.id}
        onClose={onClose}
        onDirtyChange={setDirty}
        onSaved={(nextPostId) => (nextPostId === undefined ? onClose() : openNext(nextPostId))}
      />
      {guard.dialog}
    </Modal>
  );
}
