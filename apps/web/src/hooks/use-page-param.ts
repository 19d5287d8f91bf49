/** The page number of a paged list, kept in the URL (`?page=2`) so reloads and shared links keep it. */
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

const parsePage = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

export function usePageParam(): [page: number, setPage: (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const setPage = useCallback(
    (page: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );
  return [parsePage(params.get('page')), setPage];
}

/** A page of a list that lives only as long as the screen (several paged lists on one screen). */
export function useLocalPage(resetKey: string | number | null = null): [page: number, setPage: (page: number) => void] {
  const [state, setState] = useState({ page: 1, resetKey });
  // New filters start again at page 1.
  if (!Object.is(state.resetKey, resetKey)) setState({ page: 1, resetKey });
  const setPage = useCallback((page: number) => setState((current) => ({ ...current, page })), []);
  return [Object.is(state.resetKey, resetKey) ? state.page : 1, setPage];
}

/**
 * Back to the last page that exists when the list shrank under the page shown (the last row of the last page was
 * deleted, or a shared link names a page past the end). `total` is undefined while nothing is loaded.
 */
export function useClampPage(
  page: number,
  total: number | undefined,
  pageSize: number,
  setPage: (page: number) => void,
) {
  useEffect(() => {
    if (total === undefined) return;
    const last = Math.max(1, Math.ceil(total / pageSize));
    if (page > last) setPage(last);
  }, [page, total, pageSize, setPage]);
}
