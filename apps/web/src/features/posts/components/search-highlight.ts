import { createContext, useContext } from 'react';

/**
 * The inbox search, for the post content to highlight its words. Provided by the detail pane: the post card sits
 * in between and has no business with the search.
 */
export const SearchHighlightContext = createContext('');

export function useSearchHighlight(): string {
  return useContext(SearchHighlightContext);
}
