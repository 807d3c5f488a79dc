import { TYPEAHEAD_DEBOUNCE_MS } from '@inroad/contracts/constants';
import { useEffect, useRef, useState } from 'react';

export interface TypeAhead<T> {
  query: string;
  setQuery: (query: string) => void;
  suggestions: T[];
  searching: boolean;
  /** The last search found no extension to ask: the user enters the entry by hand. */
  unavailable: boolean;
  clear: () => void;
}

/**
 * Searches `search` 500 ms after the user stops typing (spec engage.md §5); an empty input clears the
 * suggestions at once. A slow answer to an older query never replaces the answer to a newer one.
 */
export function useTypeAhead<T>(search: (query: string) => Promise<T[] | null>): TypeAhead<T> {
  const [query, setQueryState] = useState('');
  const [suggestions, setSuggestions] = useState<T[]>([]);
  const [searching, setSearching] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const setQuery = (next: string) => {
    setQueryState(next);
    clearTimeout(timer.current);
    const id = ++latest.current;
    const trimmed = next.trim();
    if (trimmed === '') {
      setSuggestions([]);
      setSearching(false);
      return;
    }
    timer.current = setTimeout(() => {
      setSearching(true);
      void search(trimmed)
        .catch((error: unknown) => {
          console.warn('Type-ahead search failed', error);
          return null;
        })
        .then((found) => {
          if (id !== latest.current) return;
          setSearching(false);
          setUnavailable(found === null);
          setSuggestions(found ?? []);
        });
    }, TYPEAHEAD_DEBOUNCE_MS);
  };

  const clear = () => setQuery('');

  return { query, setQuery, suggestions, searching, unavailable, clear };
}
