import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { keywordToSend } from './search-text.ts';

const SEARCH_DEBOUNCE_MS = 350;

/**
 * A search box bound to the address's `keyword`: what is typed (`text`), and the debounced keyword the server
 * accepts (`tooShort` while it is 1-2 characters). An accepted keyword goes into the address, back to page 1.
 */
export function useSearchKeyword(
  params: URLSearchParams,
  set: (changes: Record<string, string | number | null>) => void,
) {
  const [text, setText] = useState(params.get('keyword') ?? '');
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const { keyword, tooShort } = keywordToSend(debounced);
  const currentKeyword = params.get('keyword') ?? '';
  useEffect(() => {
    if (!tooShort && keyword !== currentKeyword) set({ keyword: keyword || null });
  }, [keyword, tooShort, currentKeyword, set]);
  return { text, setText, keyword, tooShort };
}
