import type { Post } from '@inroad/contracts/post';
import { Alert, Divider, Group, Loader, Modal, Spoiler, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { ownEscapeProps } from '../../../components/ui/own-escape.ts';
import { useReturnFocus } from '../../../components/ui/use-return-focus.ts';
import { WaitingHint } from '../../../components/ui/waiting-hint.tsx';
import type { OnEngaged } from '../../../lib/engage-state.ts';
import { usePendingInstructions } from '../../../lib/engagement.ts';
import { FAILED_TO_LOAD_PROFILE, profileDetailsQueryKey, useProfileDetails } from '../api/get-profile-details.ts';
import { ActivityTimeline } from './activity-timeline.tsx';
import { ExperienceList } from './experience-list.tsx';
import { ProfileActions } from './profile-actions.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { ProfileStats } from './profile-stats.tsx';

export interface PosterProfileModalProps {
  post: Post;
  onClose: () => void;
  onEngaged: OnEngaged;
  onHideAuthor: (post: Post) => Promise<unknown> | undefined;
  onShowAuthor: (post: Post) => Promise<unknown> | undefined;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Re-reads the profile once the queued follow or connect has been performed by the extension. */
function useRereadWhenDone(post: Post, count: number | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef(count);
  useEffect(() => {
    if (previous.current !== undefined && previous.current > 0 && count === 0) {
      void queryClient.invalidateQueries({ queryKey: profileDetailsQueryKey(post.id) });
    }
    previous.current = count;
  }, [count, post.id, queryClient]);
}

/** The poster's profile: who they are, what the user did with them, their roles and company e-mail addresses. */
export function PosterProfileModal({ post, onClose, onEngaged, onHideAuthor, onShowAuthor }: PosterProfileModalProps) {
  useReturnFocus();
  const details = useProfileDetails(post);
  const [acted, setActed] = useState(false);
  const name = post.posterName?.trim() || 'Unknown author';
  const result = details.data;
  const loaded = result?.status === 'loaded' ? result.details : null;

  const engaged = useCallback<OnEngaged>(
    (target, state) => {
      setActed(true);
      onEngaged(target, state);
    },
    [onEngaged],
  );

  // Spec engage.md §8: a failed or unreadable profile closes the modal with one message.
  useEffect(() => {
    if (!details.isError) return;
    console.error('Could not load the profile details', details.error);
    notifications.show({ id: 'profile-load-failed', color: 'red', title: 'Error', message: FAILED_TO_LOAD_PROFILE });
    onClose();
  }, [details.isError, details.error, onClose]);

  // Follow and connect flags come from the profile and update the post (spec §4), once per read. A follow or
  // connect still waiting for the extension is not on LinkedIn yet: the profile says nothing about it, and the
  // post keeps what the user asked for (read again once the extension has done it). A profile opened again within
  // the cache's minute shows the earlier read while it is read anew: that read may predate a follow or connect done
  // since, so the flags wait for the new one.
  const pending = usePendingInstructions({ enabled: true });
  useRereadWhenDone(post, acted ? pending.data?.count : undefined);
  const synced = useRef<object | null>(null);
  const rereading = details.isFetching;
  useEffect(() => {
    if (!loaded || rereading || synced.current === loaded || !pending.data || pending.isFetching) return;
    synced.current = loaded;
    const waiting = new Set(pending.data.posts.filter((p) => p.postId === post.id).map((p) => p.type));
    const followed = waiting.has('follow') || waiting.has('unfollow') ? post.followed : loaded.onPlatformFollowed;
    const connected =
      waiting.has('connect') || waiting.has('withdraw_connection')
        ? post.connected
        : loaded.connected || loaded.invitationPending;
    if (followed === post.followed && connected === post.connected) return;
    onEngaged(post, {
      status: 'success',
      liked: post.liked,
      numLikes: post.numLikes,
      comment: post.comment,
      followed,
      connected,
    });
  }, [loaded, rereading, post, onEngaged, pending.data, pending.isFetching]);

  const posterEntityId = post.posterSalesNavId ?? loaded?.profileId ?? null;
  return (
    <Modal opened onClose={onClose} title="Profile" size="lg" {...ownEscapeProps(onClose)}>
      <Stack gap="md">
        <ProfileHeader post={post} degree={loaded?.connectionDegree ?? null} headline={loaded?.headline ?? null} />
        {details.isPending ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              Loading profile details...
            </Text>
          </Group>
        ) : (
          loaded && <ProfileStats details={loaded} />
        )}
        {result?.status === 'not-linkedin' && (
          <Text size="sm" c="dimmed">
            Profile details and e-mail lookup are available for LinkedIn authors only.
          </Text>
        )}
        {result?.status === 'no-extension' && (
          <Alert color="blue" variant="light" title="Browser extension needed">
            Follower and connection counts, experience and e-mail lookup are read through the Inroad browser extension.
            Install it and open this profile again.
          </Alert>
        )}
        <Group justify="space-between" align="center">
          <ProfileActions
            post={post}
            name={name}
            onEngaged={engaged}
            onHidePosts={() => onHideAuthor(post)?.then(onClose)}
            onShowPosts={() => onShowAuthor(post)}
          />
          <WaitingHint enabled={acted} />
        </Group>
        <Divider />
        <Section title="Activity Timeline">
          <ActivityTimeline posterEntityId={posterEntityId} />
        </Section>
        {loaded?.about && (
          <Section title="About">
            <Spoiler maxHeight={96} showLabel="Show more" hideLabel="Show less">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {loaded.about}
              </Text>
            </Spoiler>
          </Section>
        )}
        {loaded && (
          <Section title="Experience">
            <ExperienceList post={post} experience={loaded.experience} />
          </Section>
        )}
      </Stack>
    </Modal>
  );
}
