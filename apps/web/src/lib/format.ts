const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A post's date in the en-US short form, e.g. 'Mar 4, 2025'; an unreadable date shows as ''. */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : SHORT_DATE.format(date);
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
