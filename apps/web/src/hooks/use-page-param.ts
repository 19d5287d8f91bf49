/** The page number of a paged list, kept in the URL (`?page=2`) so reloads and shared links keep it. */
import { useCallback } from 'react';
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
