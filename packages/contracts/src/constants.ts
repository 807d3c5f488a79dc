/** Business constants from the spec (engage.md §9, create-and-account.md §9). */
export const DAILY_GOALS = { like: 10, comment: 3, follow: 5, connect: 3 } as const;

export const DEFAULT_VIEW = 'priority';
export const DEFAULT_DATE_RANGE = 1;
export const DEFAULT_SORT = 'relevance';
export const DATE_RANGE_OPTIONS = [
  { value: 1, label: 'Today' },
  { value: 2, label: '2 days' },
  { value: 3, label: '3 days' },
  { value: 7, label: '7 days' },
  { value: 30, label: '30 days' },
] as const;
export const SORT_OPTIONS = ['relevance', 'influence', 'date'] as const;

export const SETTINGS_TABS = [
  'profile',
  'payment-methods',
  'current-plan',
  'billing-history',
  'email-templates',
  'posting-slots',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
export const DEFAULT_SETTINGS_TAB: SettingsTab = 'profile';

export const POST_ROW_HEIGHT = 170;
export const END_ROW_HEIGHT = 100;
export const LIST_OVERSCAN = 2;

export const EXTENSION_STATUS_POLL_MS = 10_000;
export const REFRESH_PROGRESS_POLL_MS = 5_000;
export const POST_REFRESH_POLL_MS = 15_000;
export const TYPEAHEAD_DEBOUNCE_MS = 500;

export const CONNECT_NOTE_MAX = 300;
export const CONNECT_NOTE_MAX_FREE = 200;
/** Data Feeds and trackers one user may have. */
export const SOURCES_MAX = 200;
export const TRACKERS_MAX = 100;
export const ONBOARDING_TOPIC_CAP = 3;
export const COMPLETION_COUNTDOWN_S = 5;
export const RELOAD_DELAY_MS = 100;

export const HEADLINE_TRUNCATE = 60;
export const COMPOSE_WINDOW = { width: 800, height: 600 } as const;
export const ZOOM = { min: 0.5, max: 3, step: 0.25 } as const;

export const FEED_CATEGORY_PREFIXES = [
  'Competitor Mention:',
  'Adjacent Product:',
  'Search Topic:',
  'Main Feed:',
] as const;

export const EXECUTIVE_TITLE_WORDS = [
  'founder',
  'owner',
  'director',
  'vp',
  'president',
  'chief',
  'ceo',
  'coo',
  'cto',
  'cro',
  'cpo',
  'cio',
] as const;

export const TAGLINE = 'Dominate your niche on social media in 10 minutes a day.';
export const DARK_MODE_STORAGE_KEY = 'darkMode';
