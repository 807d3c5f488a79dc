import { DEFAULT_DATE_RANGE, DEFAULT_SORT, DEFAULT_VIEW, SORT_OPTIONS } from '@inroad/contracts/constants';
import {
  CONNECTION_DEPTHS,
  type ConnectionDepth,
  DATE_RANGE_DAYS,
  type DateRangeDays,
  type PostListQueryInput,
  SEARCH_MAX_LENGTH,
  type SortBy,
  tagList,
  VIEWS,
  type View,
} from '@inroad/contracts/post';

/** The inbox filters as the URL keeps them (spec §2 /posts query parameters). */
export interface PostFilters {
  view: View;
  q: string;
  sourceTags: string[];
  ruleTags: string[];
  contentTags: string[];
  dateRange: DateRangeDays;
  sortBy: SortBy;
  showEngagement: boolean;
  showExecutive: boolean;
  connectionDepth: ConnectionDepth[];
  engaged: boolean;
  archived: boolean;
}

const LIST_KEYS = ['sourceTags', 'ruleTags', 'contentTags'] as const;
const FLAG_KEYS = ['showEngagement', 'showExecutive', 'engaged', 'archived'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** Repeated (?a=x&a=y) or comma-separated values, like the server reads them; blanks and repeats dropped. */
function readDepthList(params: URLSearchParams): string[] {
  const items = params
    .getAll('connectionDepth')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return [...new Set(items)];
}

function readDepths(params: URLSearchParams): ConnectionDepth[] {
  const picked = new Set<string>();
  for (const item of readDepthList(params)) {
    if (item === 'all') return [];
    // A '+' written unencoded arrives as a space, so '3' and '3 ' both mean '3+'.
    picked.add(item === '3' ? '3+' : item);
  }
  return CONNECTION_DEPTHS.filter((depth) => picked.has(depth));
}

const readFlag = (params: URLSearchParams, key: string) => ['true', '1'].includes(params.get(key) ?? '');

export function parsePostFilters(params: URLSearchParams): PostFilters {
  const dateRange = Number(params.get('dateRange'));
  return {
    view: oneOf(VIEWS, params.get('view'), DEFAULT_VIEW),
    // A longer search (a link, an old bookmark) is cut, as the search box cuts it: the server refuses it whole.
    q: params.get('q')?.trim().slice(0, SEARCH_MAX_LENGTH).trim() ?? '',
    // One parameter per tag, each value whole: a tag may contain a comma (the server reads them the same way).
    sourceTags: tagList(params.getAll('sourceTags')),
    ruleTags: tagList(params.getAll('ruleTags')),
    contentTags: tagList(params.getAll('contentTags')),
    dateRange: (DATE_RANGE_DAYS as readonly number[]).includes(dateRange)
      ? (dateRange as DateRangeDays)
      : DEFAULT_DATE_RANGE,
    sortBy: oneOf(SORT_OPTIONS, params.get('sortBy'), DEFAULT_SORT),
    showEngagement: readFlag(params, 'showEngagement'),
    showExecutive: readFlag(params, 'showExecutive'),
    connectionDepth: readDepths(params),
    engaged: readFlag(params, 'engaged'),
    archived: readFlag(params, 'archived'),
  };
}

/**
 * Writes filter changes into the URL, dropping every empty one (spec §5), and keeps all other parameters
 * (postId, onboarding…). view and dateRange are always present: the route adds them when missing.
 */
export function writePostFilters(current: URLSearchParams, patch: Partial<PostFilters>): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const [key, value] of Object.entries(patch)) {
    params.delete(key);
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else if (typeof value === 'boolean') {
      if (value) params.set(key, 'true');
    } else if (value !== undefined && value !== null && String(value).trim() !== '') {
      params.set(key, String(value).trim());
    }
  }
  return params;
}

/** The filters a reset returns to: the view is kept, everything else goes back to its default. */
export function resetPostFilters(filters: PostFilters): PostFilters {
  return parsePostFilters(new URLSearchParams({ view: filters.view }));
}

/** The GET /api/post query for these filters, with empty values left out so the cache key stays canonical. */
export function toPostListQuery(filters: PostFilters): PostListQueryInput {
  const query: PostListQueryInput = { view: filters.view, dateRange: filters.dateRange, sortBy: filters.sortBy };
  if (filters.q) query.q = filters.q;
  for (const key of LIST_KEYS) if (filters[key].length > 0) query[key] = filters[key];
  for (const key of FLAG_KEYS) if (filters[key]) query[key] = true;
  if (filters.connectionDepth.length > 0) query.connectionDepth = filters.connectionDepth;
  return query;
}
