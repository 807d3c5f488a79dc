import type { Post, PostComment } from '@inroad/contracts/post';
import { ActionIcon, Anchor, Avatar, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { IconRefresh } from '../../../components/icons.tsx';
import { safeHttpUrl } from '../../../lib/safe-url.ts';
import { canFetchComments, EXTENSION_FETCH_FAILED, useFetchPostComments } from '../api/post-comments.ts';

export const NO_COMMENTS = 'No comments on this post yet.';

const textStyle = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function CommentItem({ comment }: { comment: Omit<PostComment, 'reply'> }) {
  const profile = safeHttpUrl(comment.profileURL);
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Avatar src={safeHttpUrl(comment.profileImageURL)} name={comment.name} color="initials" size={28} />
      <Box miw={0}>
        {profile ? (
          <Anchor href={profile} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
            {comment.name}
          </Anchor>
        ) : (
          <Text size="sm" fw={600}>
            {comment.name}
          </Text>
        )}
        {comment.headline && (
          <Text size="xs" c="dimmed" lineClamp={1} title={comment.headline}>
            {comment.headline}
          </Text>
        )}
        <Text size="sm" style={textStyle}>
          {comment.comment}
        </Text>
      </Box>
    </Group>
  );
}

function FetchedComments({ comments }: { comments: PostComment[] }) {
  if (comments.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {NO_COMMENTS}
      </Text>
    );
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {comments.map((comment, index) => (
        // Comments have no id of their own; their place in the network's answer is stable for one fetch.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index}>
          <CommentItem comment={comment} />
          {comment.reply && (
            <Box pl="xl" mt={6}>
              <CommentItem comment={comment.reply} />
            </Box>
          )}
        </li>
      ))}
    </Stack>
  );
}

/** 'Other comments:': those the post carries, until 'See Post Comments' fetches the full ones. */
export function CommentsPanel({ post }: { post: Post }) {
  const [fetched, setFetched] = useState<PostComment[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fetcher = useFetchPostComments(post);
  const fetchable = canFetchComments(post);

  const load = (fresh: boolean) => {
    setError(null);
    fetcher.mutate(
      { fresh },
      {
        onSuccess: setFetched,
        onError: (cause) => {
          // API failures already showed their catalogue message; the extension's gets its own line here.
          if (cause instanceof Error && cause.message === EXTENSION_FETCH_FAILED) setError(EXTENSION_FETCH_FAILED);
        },
      },
    );
  };

  const carried = post.comments.filter((c) => c.trim() !== '');
  return (
    <Box aria-label="Other comments" component="section">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          Other comments:
        </Text>
        {fetchable &&
          (fetched === null ? (
            <Button variant="subtle" size="compact-sm" loading={fetcher.isPending} onClick={() => load(false)}>
              See Post Comments
            </Button>
          ) : (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Refresh comments"
              title={`Fetch the comments again from ${post.platform === 'reddit' ? 'Reddit' : 'LinkedIn'}`}
              loading={fetcher.isPending}
              onClick={() => load(true)}
            >
              <IconRefresh size={16} aria-hidden />
            </ActionIcon>
          ))}
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {fetched !== null ? (
        <FetchedComments comments={fetched} />
      ) : carried.length > 0 ? (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {carried.map((comment, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: carried comments are plain text, possibly repeated
            <Text key={index} component="li" size="sm" style={textStyle}>
              {comment}
            </Text>
          ))}
        </Stack>
      ) : (
        post.commentsParsed && (
          <Text size="sm" c="dimmed">
            {NO_COMMENTS}
          </Text>
        )
      )}
    </Box>
  );
}
