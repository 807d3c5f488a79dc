import { SEARCH_MAX_LENGTH } from '@inroad/contracts/post';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { Ref } from 'react';
import { IconSearch } from '../../../components/icons.tsx';
import { useSyncedText } from '../../../lib/use-synced-text.ts';

const SEARCH_DEBOUNCE_MS = 300;

interface PostSearchProps {
  value: string;
  onSearch: (q: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** The search box: typing updates the URL's q after a pause, so each keystroke does not start a request. */
export function PostSearch({ value, onSearch, inputRef }: PostSearchProps) {
  const { text, setText, markWritten } = useSyncedText(value);
  const search = (q: string) => {
    markWritten(q.trim());
    onSearch(q);
  };
  const debounced = useDebouncedCallback(search, SEARCH_DEBOUNCE_MS);

  return (
    <TextInput
      ref={inputRef}
      type="search"
      aria-label="Search posts"
      placeholder="Search posts, authors, headlines, keywords"
      // The server refuses a longer search: the box does not take more.
      maxLength={SEARCH_MAX_LENGTH}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        debounced(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          debounced.cancel();
          search(text);
        }
      }}
      rightSection={
        text ? (
          <CloseButton
            aria-label="Clear search"
            size="sm"
            onClick={() => {
              debounced.cancel();
              setText('');
              search('');
            }}
          />
        ) : null
      }
    />
  );
}
