import { notifications } from '@mantine/notifications';
import { ApiError } from '../../../lib/api-client.ts';
import { useRescheduleAnswer } from '../api/reschedule-answer.ts';
import { refusalMessage } from '../calendar-events.ts';
import { scheduledTimeLabel } from '../schedule-time.ts';

/** Why a post dropped on the calendar stays where it was. */
export function refuseMove(message: string) {
  notifications.show({ color: 'red', title: 'Post not moved', message, autoClose: 8000 });
}

/**
 * Moves a post dropped on the calendar, each drop settled on its own answer: mutate's own callbacks run for the
 * latest call only, so a drop the server refused while another was on its way stayed at its new time, unexplained.
 */
export function useMoveDropped(timeZone: string) {
  const reschedule = useRescheduleAnswer();
  return (drop: { answerId: number; scheduledTime: string; revert: () => void }) =>
    reschedule.mutateAsync({ id: drop.answerId, scheduledTime: drop.scheduledTime }).then(
      () =>
        notifications.show({
          color: 'green',
          message: `Post moved to ${scheduledTimeLabel(drop.scheduledTime, 'scheduled', timeZone)}`,
        }),
      (error: unknown) => {
        drop.revert();
        refuseMove(refusalMessage(error instanceof ApiError ? error.serverMessage : undefined));
      },
    );
}
