const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A post's date in the en-US short form, e.g. 'Mar 4, 2025'; an unreadable date shows as ''. */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : SHORT_DATE.format(date);
}

const CLOCK_TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const TIME_OF_DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });

/** An instant's time on this device's clock, as the app shows times: e.g. '4:30 PM'. */
export function formatClockTime(iso: string): string {
  return CLOCK_TIME.format(new Date(iso));
}

/** A wall-clock time as the API gives it ('HH:MM', 24-hour) the way the app shows times: '16:30' → '4:30 PM'. */
export function formatTimeOfDay(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return TIME_OF_DAY.format(new Date(Date.UTC(2026, 0, 1, hours, minutes)));
}

/** '1 like', '2 likes': counts read as words for screen readers and people alike. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}

export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

const PLATFORM_LABELS: Record<string, string> = { all: 'All', linkedin: 'LinkedIn', reddit: 'Reddit' };

/** A platform value as people write it: 'linkedin' → 'LinkedIn', anything else capitalised. */
export function platformLabel(platform: string): string {
  return PLATFORM_LABELS[platform] ?? capitalize(platform);
}

/**
 * What a network calls a post's numbers: Reddit counts a post's score as upvotes and its shares as crossposts
 * (apps/server/src/modules/network/reddit/posts.ts), LinkedIn likes and shares.
 */
export function countWords(platform: string): { likes: string; shares: string } {
  return platform === 'reddit' ? { likes: 'upvote', shares: 'crosspost' } : { likes: 'like', shares: 'share' };
}
