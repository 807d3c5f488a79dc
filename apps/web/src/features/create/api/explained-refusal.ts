import { notifications } from '@mantine/notifications';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * A refusal whose reason the user should read (a post being published right now cannot be deleted, nor its idea),
 * rather than the spec's generic alert for a status other than 400.
 */
export const isExplainedRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.serverMessage !== undefined;

/** Shows an explained refusal under `title`; any other failure is logged, as the spec has post failures. */
export function reportFailure(cause: unknown, title: string, log: string): void {
  if (isExplainedRefusal(cause)) notifications.show({ color: 'red', title, message: cause.serverMessage });
  else console.error(log, cause);
}
