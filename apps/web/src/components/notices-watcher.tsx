import type { Notice } from '@inroad/contracts/notice';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useDismissNotices, useNotices } from '../lib/notices.ts';
import { CompleteLinkedInModal } from './ui/complete-linkedin-modal.tsx';

const NOTICE_TITLES: Record<Exclude<Notice['kind'], 'linkedin_sign_in'>, string> = {
  queue_paused: 'Actions paused',
  action_failed: 'Action not done',
  publish_failed: 'Post not published',
};

/**
 * The notice's message under its title: a message that begins with the title ('Post not published: LinkedIn
 * answered 422…') would otherwise say it twice.
 */
export function messageUnderTitle(message: string, title: string): string {
  const prefix = `${title}: `;
  if (!message.startsWith(prefix) || message.length === prefix.length) return message;
  const rest = message.slice(prefix.length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/**
 * Shows each notice from the server once and dismisses it there: as a notification, or, when the extension found
 * the user signed out of LinkedIn, as the 'Complete LinkedIn Integration' dialog.
 * `onNotices` lets the inbox reload posts whose state a notice reports changed (a like LinkedIn refused).
 */
export function NoticesWatcher({ onNotices }: { onNotices?: (notices: Notice[]) => void }) {
  const { data } = useNotices();
  const { mutate: dismiss } = useDismissNotices();
  const shown = useRef(new Set<string>());
  const [signIn, setSignIn] = useState(false);

  useEffect(() => {
    const fresh = (data?.notices ?? []).filter((notice) => !shown.current.has(notice.id));
    if (fresh.length === 0) return;
    for (const notice of fresh) {
      shown.current.add(notice.id);
      if (notice.kind === 'linkedin_sign_in') {
        setSignIn(true);
        continue;
      }
      const title = NOTICE_TITLES[notice.kind];
      notifications.show({
        id: `notice:${notice.id}`,
        color: notice.kind === 'queue_paused' ? 'orange' : 'yellow',
        title,
        message: messageUnderTitle(notice.message, title),
        autoClose: false,
      });
    }
    dismiss(fresh.map((notice) => notice.id));
    onNotices?.(fresh);
  }, [data, dismiss, onNotices]);

  return <CompleteLinkedInModal opened={signIn} onClose={() => setSignIn(false)} />;
}
