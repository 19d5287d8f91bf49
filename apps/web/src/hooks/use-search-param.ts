/**
 * The search box of a server-searched list, kept in the URL (`?q=ali`) so reloads, the back button and shared links
 * keep it. The box follows every key at once; the URL (and so the server request) follows after a pause of
 * SEARCH_DEBOUNCE_MS, and a new search starts again at page 1.
 */
import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export const SEARCH_DEBOUNCE_MS = 300;
/** The servers' bound on `q` (longer text is cut, never sent). */
export const MAX_SEARCH_LENGTH = 100;

export interface SearchParam {
  /** What the box shows. */
  input: string;
  setInput: (value: string) => void;
  /** The search the list is filtered by (trimmed; '' for none): put it in the request. */
  query: string;
  /** Empties the box and the search at once. */
  clear: () => void;
}

export function useSearchParam(key = 'q', delay = SEARCH_DEBOUNCE_MS): SearchParam {
  const [params, setParams] = useSearchParams();
  const query = (params.get(key) ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const [input, setInputState] = useState(query);
  // The URL can change without the box (back button, a link): then the box shows the URL's search. Searches this
  // hook wrote itself are skipped, however late the router shows them (on a busy phone a first search can land after
  // later keys, or even after a second search was written), or they would undo keys typed since.
  const seen = useRef(query);
  const written = useRef<string[]>([]);
  if (seen.current !== query) {
    seen.current = query;
    const mine = written.current.indexOf(query);
    // This write and the ones before it have landed; later ones are still on their way.
    if (mine >= 0) written.current = written.current.slice(mine + 1);
    else {
      written.current = [];
      setInputState(query);
    }
  }

  const write = useCallback(
    (value: string) => {
      const next = value.trim().slice(0, MAX_SEARCH_LENGTH);
      if (next === seen.current && written.current.length === 0) return;
      written.current = [...written.current, next];
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(key, next);
          else updated.delete(key);
          if ((current.get(key) ?? '') !== next) updated.delete('page');
          return updated;
        },
        { replace: true },
      );
    },
    [key, setParams],
  );
  const commit = useDebouncedCallback(write, delay);

  const setInput = useCallback(
    (value: string) => {
      setInputState(value);
      commit(value);
    },
    [commit],
  );
  const clear = useCallback(() => {
    commit.cancel();
    setInputState('');
    write('');
  }, [commit, write]);

  return { input, setInput, query, clear };
}
