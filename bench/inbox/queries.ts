import { SEARCH_PHRASE, tagOfTopic } from './data.ts';

/** The six representative GET /api/post requests: what a user does most, and the heaviest filters. */
export interface BenchQuery {
  name: string;
  description: string;
  /** Query string of GET /api/post. */
  query: string;
}

export const BENCH_QUERIES: BenchQuery[] = [
  {
    name: 'default view',
    description: 'Priority Inbox, today, by relevance (what /posts opens on)',
    query: 'view=priority&dateRange=1&sortBy=relevance',
  },
  {
    name: '30 days raw feed',
    description: 'All Posts, 30 days, newest first',
    query: 'view=all&dateRange=30&sortBy=date',
  },
  {
    name: 'text search',
    description: `All Posts, 30 days, search "${SEARCH_PHRASE}", by relevance`,
    query: `view=all&dateRange=30&q=${encodeURIComponent(SEARCH_PHRASE)}`,
  },
  {
    name: 'tag filter',
    description: 'Priority Inbox, 7 days, tracker tag "Forecast", by relevance',
    query: `view=priority&dateRange=7&ruleTags=${tagOfTopic('forecast')}`,
  },
  {
    name: 'executive + depth',
    description: 'Priority Inbox, 7 days, executives only, 1st and 2nd connections',
    query: 'view=priority&dateRange=7&showExecutive=true&connectionDepth=1,2',
  },
  {
    name: 'influence sort',
    description: 'All Posts, 30 days, by influence',
    query: 'view=all&dateRange=30&sortBy=influence',
  },
];
