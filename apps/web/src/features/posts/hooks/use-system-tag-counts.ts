export interface SystemTagCount {
  tag: string;
  count: number;
}

/**
 * The system (content) tags of the current view with their post counts, for the sidebar.
 * The inbox's filterData supplies them once the post list is served; until then there are none.
 */
export function useSystemTagCounts(): SystemTagCount[] {
  return [];
}
