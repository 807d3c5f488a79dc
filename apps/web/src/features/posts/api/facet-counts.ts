import { type FilterData, OTHER_TAG, type PostListItem, type TagCounts } from '@inroad/contracts/post';

const FACET_KINDS = ['sourceTags', 'ruleTags', 'contentTags'] as const;

function withoutPosts(counts: TagCounts, tagLists: readonly (readonly string[])[]): TagCounts {
  const next = { ...counts };
  for (const tags of tagLists) {
    // As the server counts: each tag of the post once, or the 'Other' bucket when it has none of this kind.
    for (const tag of tags.length ? new Set(tags) : [OTHER_TAG]) {
      const count = next[tag];
      if (count === undefined) continue;
      if (count > 1) next[tag] = count - 1;
      else delete next[tag];
    }
  }
  return next;
}

/**
 * The list's tag counts once `removed` have left it (archived, unarchived, hidden), so the filter menus and the
 * sidebar's counts follow the rows without fetching the list again, which would reorder it under the pointer.
 */
export function facetsWithout(filterData: FilterData, removed: readonly PostListItem[]): FilterData {
  if (removed.length === 0) return filterData;
  const next = { ...filterData };
  for (const kind of FACET_KINDS)
    next[kind] = withoutPosts(
      filterData[kind],
      removed.map((post) => post[kind]),
    );
  return next;
}
