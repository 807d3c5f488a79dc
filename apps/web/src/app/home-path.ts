import { DEFAULT_DATE_RANGE, DEFAULT_VIEW } from '@inroad/contracts/constants';

/** Where the app lands: the Priority Inbox for today. */
export const HOME_PATH = `/posts?view=${DEFAULT_VIEW}&dateRange=${DEFAULT_DATE_RANGE}`;
