import type { Post } from '@inroad/contracts/post';
import { ActionIcon, Box, Button, Center, EmptyState, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import {
  IconArchive,
  IconArchiveOff,
  IconChevronLeft,
  IconChevronRight,
  IconDots,
  IconEye,
  IconEyeOff,
} from '../../../components/icons.tsx';
import { ActionMenu } from '../../../components/ui/dropdown.tsx';
import { HideAuthorDialog, useHideAuthorConfirm } from '../../../components/ui/hide-author-dialog.tsx';
import { PostCard } from './post-card.tsx';
import { PostPoster, posterName } from './post-poster.tsx';
import { SearchHighlightContext } from './search-highlight.ts';

interface PostDetailPaneProps {
  post: Post | null;
  /** No post yet: the one in the URL is being fetched, or it was not found. */
  loading?: boolean;
  missing?: boolean;
  /** The inbox search, highlighted in the post's text. */
  search?: string;
  /** The open post's place in the loaded list (0-based), and how many posts the whole list holds. */
  index: number;
  count: number;
  /** Previous has a post to open (not from the first while the list's end is not loaded); true by default. */
  hasPrevious?: boolean;
  archivePending: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onToggleArchive: (post: Post) => void;
  onHideAuthor: (post: Post) => Promise<unknown> | undefined;
  /** Stops hiding the author of a post whose author is hidden. */
  onShowAuthor: (post: Post) => void;
  /** Opens the poster's profile. */
  onPosterClick?: (post: Post) => void;
  /** Engagement actions under the post (like, comment). */
  renderFooter?: (post: Post) => ReactNode;
  /** Raised each time the pane should take focus (a post opened from its row); it does once the post shows. */
  focusRequest?: number;
  /** The arrows pressed in the pane (as in the list): the next or previous post opens, and focus stays in the pane. */
  onKeyboardStep?: (direction: 1 | -1) => void;
}

/** The pane's id, for the skip link to the open post. */
export const POST_DETAILS_ID = 'post-details';

// Controls whose arrows mean something of their own: fields, menus, radio groups, tabs, sliders.
const OWN_ARROWS =
  'input, textarea, select, [contenteditable="true"], [role="menu"], [role="menuitem"], [role="radiogroup"], [role="radio"], [role="tablist"], [role="listbox"], [role="slider"], [role="combobox"]';

/** Up and down arrows in the pane, outside controls that use them: the step they ask for, or 0. */
function arrowStep(event: KeyboardEvent<HTMLElement>): 1 | -1 | 0 {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return 0;
  const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
  const target = event.target;
  // Keys from the pane's dialogs and menus, rendered elsewhere in the page, reach it through React's tree.
  if (step === 0 || !(target instanceof Element) || !event.currentTarget.contains(target)) return 0;
  return target.closest(OWN_ARROWS) ? 0 : step;
}

function useFocusRequest(request: number, postId: string | null) {
  const ref = useRef<HTMLElement>(null);
  const handled = useRef(request);
  useEffect(() => {
    if (request === handled.current || postId === null) return;
    handled.current = request;
    ref.current?.focus({ preventScroll: true });
  }, [request, postId]);
  return ref;
}

/** The right half of the inbox: the open post with its header actions. */
export function PostDetailPane(props: PostDetailPaneProps) {
  const { post, index, count, archivePending, onPrevious, onNext, onToggleArchive, onHideAuthor } = props;
  const hideAuthor = useHideAuthorConfirm(() => (post ? onHideAuthor(post) : undefined));
  const paneRef = useFocusRequest(props.focusRequest ?? 0, post?.id ?? null);

  if (!post) {
    return (
      <Paper
        withBorder
        p="md"
        aria-label="Post details"
        component="section"
        mih={240}
        id={POST_DETAILS_ID}
        tabIndex={-1}
        ref={paneRef}
      >
        {props.loading ? (
          <Center py="xl">
            <Loader role="status" size="sm" aria-label="Loading the post" />
          </Center>
        ) : props.missing ? (
          <EmptyState
            title="Post not found"
            description="It may have been removed, or the link is from another account. Select a post to view details."
            py="xl"
          />
        ) : (
          <EmptyState title="Select a post to view details" py="xl" />
        )}
      </Paper>
    );
  }

  const name = posterName(post);
  return (
    <Paper
      withBorder
      aria-label="Post details"
      component="section"
      style={{ position: 'sticky', top: 16 }}
      id={POST_DETAILS_ID}
      tabIndex={-1}
      ref={paneRef}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        const step = props.onKeyboardStep ? arrowStep(event) : 0;
        if (step === 0) return;
        event.preventDefault();
        props.onKeyboardStep?.(step);
      }}
    >
      <Stack gap="sm" p="md" pb="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              aria-label="Previous post"
              onClick={onPrevious}
              disabled={count < 2 || props.hasPrevious === false}
            >
              <IconChevronLeft size={16} aria-hidden />
            </ActionIcon>
            {/* A post opened by its link may not be in the loaded list: it has no place to show. */}
            <Text size="sm" c="dimmed" miw={56} ta="center">
              {index >= 0 ? `${index + 1} of ${count}` : ''}
            </Text>
            <ActionIcon variant="default" aria-label="Next post" onClick={onNext} disabled={count < 2}>
              <IconChevronRight size={16} aria-hidden />
            </ActionIcon>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button
              size="compact-sm"
              variant="default"
              leftSection={
                post.archived ? <IconArchiveOff size={14} aria-hidden /> : <IconArchive size={14} aria-hidden />
              }
              loading={archivePending && !hideAuthor.hiding}
              onClick={() => onToggleArchive(post)}
            >
              {post.archived ? 'Unarchive' : 'Archive'}
            </Button>
            <ActionMenu
              label="More actions"
              trigger={(triggerProps) => (
                <ActionIcon {...triggerProps} variant="default" aria-label="More actions">
                  <IconDots size={16} aria-hidden />
                </ActionIcon>
              )}
              items={[
                post.authorHidden
                  ? {
                      label: 'Show Posts from this Author',
                      icon: <IconEye size={14} aria-hidden />,
                      onClick: () => props.onShowAuthor(post),
                    }
                  : {
                      label: 'Hide Posts from this Author',
                      icon: <IconEyeOff size={14} aria-hidden />,
                      onClick: hideAuthor.open,
                    },
              ]}
            />
          </Group>
        </Group>
        <PostPoster post={post} onPosterClick={props.onPosterClick ?? (() => undefined)} />
      </Stack>
      {/* The browser's own scrollbar: Mantine's ScrollArea would bring a positioning library into the inbox. */}
      <Box mah="calc(100dvh - 200px)" style={{ overflowY: 'auto' }}>
        <Stack p="md">
          <SearchHighlightContext value={props.search ?? ''}>
            <PostCard post={post} showPoster={false} footer={props.renderFooter?.(post)} />
          </SearchHighlightContext>
        </Stack>
      </Box>
      <HideAuthorDialog confirm={hideAuthor} title="Hide Posts from this Author" name={name} />
    </Paper>
  );
}
