import type { Post } from '@inroad/contracts/post';
import { Anchor, Box, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Ref } from 'react';
import type { OnEngaged } from '../../../lib/engage-state.ts';
import { useSaveComment } from '../api/save-comment.ts';
import { useSuggestComments } from '../api/suggest-comments.ts';
import { useCommentDraft } from '../comment-drafts.ts';
import { CommentEditor } from './comment-editor.tsx';

interface CommentFormProps {
  post: Post;
  onEngaged: OnEngaged;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** The form for a new comment, with AI suggestions that fill it when clicked; an unsent comment stays with its post. */
export function CommentForm({ post, onEngaged, textareaRef }: CommentFormProps) {
  const [text, setText] = useCommentDraft(post.id);
  const save = useSaveComment(onEngaged);
  const suggest = useSuggestComments();
  const suggestions = suggest.data;

  return (
    <Stack gap="xs">
      <CommentEditor
        label="Your comment"
        value={text}
        onChange={setText}
        submitLabel="Post comment"
        pending={save.isPending}
        textareaRef={textareaRef}
        onSubmit={(value) => save.mutate({ post, text: value, mode: 'add' }, { onSuccess: () => setText('') })}
        aside={
          <Anchor component="button" type="button" size="sm" onClick={() => suggest.mutate(post.id)}>
            {suggest.isPending ? 'Generating suggestions…' : 'AI suggestion'}
          </Anchor>
        }
      />
      {suggestions && (
        <Box>
          <Text size="sm" fw={600}>
            Suggested responses:
          </Text>
          {suggestions.engine === 'local' && (
            <Text size="xs" c="dimmed">
              Basic suggestions (no AI model is configured)
            </Text>
          )}
          <Stack gap={4} mt={4} component="ul" p={0} style={{ listStyle: 'none' }}>
            {suggestions.suggestions.map((suggestion) => (
              <li key={suggestion}>
                <UnstyledButton
                  w="100%"
                  p="xs"
                  fz="sm"
                  style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 6 }}
                  title="Use this suggestion"
                  onClick={() => setText(suggestion)}
                >
                  {suggestion}
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
