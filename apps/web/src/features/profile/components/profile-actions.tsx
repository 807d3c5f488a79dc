import type { Post } from '@inroad/contracts/post';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { IconEye, IconEyeOff, IconUserCheck, IconUserPlus, IconUsers } from '../../../components/icons.tsx';
import { HideAuthorDialog, useHideAuthorConfirm } from '../../../components/ui/hide-author-dialog.tsx';
import type { OnEngaged } from '../../../lib/engage-state.ts';
import { useSetConnection, useToggleFollow } from '../api/follow-connect.ts';
import { ConnectNoteDialog } from './connect-note-dialog.tsx';

interface ProfileActionsProps {
  post: Post;
  name: string;
  onEngaged: OnEngaged;
  /** 'Hide Posts': archive the post and hide the author's posts from now on. */
  onHidePosts: () => Promise<unknown> | undefined;
  /** 'Show Posts', for an author whose posts are hidden: stop hiding them. */
  onShowPosts: () => Promise<unknown> | undefined;
}

/** Follow/Following, Add Connection/Connected (with the note dialog) and Hide Posts (Show Posts once hidden). */
export function ProfileActions({ post, name, onEngaged, onHidePosts, onShowPosts }: ProfileActionsProps) {
  const follow = useToggleFollow(onEngaged);
  const connection = useSetConnection(onEngaged);
  const [noteOpen, setNoteOpen] = useState(false);
  const hideAuthor = useHideAuthorConfirm(onHidePosts);
  const [showing, setShowing] = useState(false);
  const linkedin = post.platform === 'linkedin';

  return (
    <Group gap="xs">
      {linkedin && (
        <Button
          title="Follows this person natively on LinkedIn"
          size="compact-sm"
          variant={post.followed ? 'light' : 'filled'}
          leftSection={post.followed ? <IconUserCheck size={14} aria-hidden /> : <IconUsers size={14} aria-hidden />}
          loading={follow.isPending}
          onClick={() => follow.mutate(post)}
        >
          {post.followed ? 'Following' : 'Follow'}
        </Button>
      )}
      {linkedin && (
        <Button
          title="Sends a connection request on LinkedIn"
          size="compact-sm"
          variant={post.connected ? 'light' : 'filled'}
          leftSection={
            post.connected ? <IconUserCheck size={14} aria-hidden /> : <IconUserPlus size={14} aria-hidden />
          }
          loading={connection.isPending && !noteOpen}
          // Withdrawing is direct; connecting asks for an optional note first.
          onClick={() => (post.connected ? connection.mutate({ post, connect: false }) : setNoteOpen(true))}
        >
          {post.connected ? 'Connected' : 'Add Connection'}
        </Button>
      )}
      {post.authorHidden ? (
        <Button
          title="Shows this person's posts in Inroad again"
          size="compact-sm"
          variant="light"
          leftSection={<IconEye size={14} aria-hidden />}
          loading={showing}
          onClick={() => {
            setShowing(true);
            void Promise.resolve(onShowPosts()).finally(() => setShowing(false));
          }}
        >
          Show Posts
        </Button>
      ) : (
        <Button
          title="Automatically hides this person's posts in Inroad"
          size="compact-sm"
          variant="default"
          leftSection={<IconEyeOff size={14} aria-hidden />}
          onClick={hideAuthor.open}
        >
          Hide Posts
        </Button>
      )}
      <ConnectNoteDialog
        opened={noteOpen}
        name={name}
        pending={connection.isPending}
        onClose={() => setNoteOpen(false)}
        onConnect={(note) => connection.mutate({ post, connect: true, note }, { onSuccess: () => setNoteOpen(false) })}
      />
      <HideAuthorDialog confirm={hideAuthor} title="Hide Posts" name={name} />
    </Group>
  );
}
