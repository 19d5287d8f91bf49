import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useClampPage, useLocalPage, usePageParam } from './use-page-param';
import { SEARCH_DEBOUNCE_MS, useSearchParam } from './use-search-param';

const inRouter =
  (url: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;

/** The hook under test plus the URL's query string and the page. */
function renderSearch(url: string) {
  return renderHook(
    () => {
      const search = useSearchParam();
      const [params, setParams] = useSearchParams();
      const [page, setPage] = usePageParam();
      return { search, url: params.toString(), setParams, page, setPage };
    },
    { wrapper: inRouter(url) },
  );
}

describe('useSearchParam', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts from the URL, shows each key at once and searches only after the pause, back at page 1', () => {
    const { result } = renderSearch('/manage-users?q=ali&page=3&status=active');
    expect(result.current.search.input).toBe('ali');
    expect(result.current.search.query).toBe('ali');
    expect(result.current.page).toBe(3);

    act(() => result.current.search.setInput('alia'));
    act(() => result.current.search.setInput('aliah '));
    expect(result.current.search.input).toBe('aliah ');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(result.current.search.query).toBe('ali');
    expect(result.current.page).toBe(3);

    act(() => vi.advanceTimersByTime(1));
    expect(result.current.search.query).toBe('aliah');
    expect(result.current.url).toBe('q=aliah&status=active');
    expect(result.current.page).toBe(1);
    // What was typed stays as typed (the trailing space is not taken away under the cursor).
    expect(result.current.search.input).toBe('aliah ');
  });

  it('keeps keys typed while the URL catches up, and follows a URL changed elsewhere', () => {
    const { result } = renderSearch('/manage-users');
    act(() => result.current.search.setInput('sit'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    act(() => result.current.search.setInput('siti'));
    expect(result.current.search.query).toBe('sit');
    expect(result.current.search.input).toBe('siti');

    // The back button or a link: the box shows the URL's search.
    act(() => result.current.setParams({ q: 'wei' }));
    expect(result.current.search.input).toBe('wei');
    expect(result.current.search.query).toBe('wei');
  });

  it('clears at once, and leaves the page alone when the search did not change', () => {
    const { result } = renderSearch('/x?q=ali&page=2');
    act(() => result.current.search.setInput(' ali '));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.page).toBe(2);
    act(() => result.current.search.clear());
    expect(result.current.search.input).toBe('');
    expect(result.current.url).toBe('');
  });
});

describe('paging hooks', () => {
  it('useLocalPage starts again at page 1 when its filters change', () => {
    const { result, rerender } = renderHook(({ key }) => useLocalPage(key), { initialProps: { key: 'p1' as string } });
    act(() => result.current[1](4));
    expect(result.current[0]).toBe(4);
    rerender({ key: 'p1' });
    expect(result.current[0]).toBe(4);
    rerender({ key: 'p2' });
    expect(result.current[0]).toBe(1);
  });

  it('useClampPage moves to the last page that exists once the total is known', () => {
    const setPage = vi.fn();
    const { rerender } = renderHook(({ page, total }) => useClampPage(page, total, 20, setPage), {
      initialProps: { page: 5, total: undefined as number | undefined },
    });
    expect(setPage).not.toHaveBeenCalled();
    rerender({ page: 5, total: 81 });
    expect(setPage).not.toHaveBeenCalled();
    rerender({ page: 5, total: 80 });
    expect(setPage).toHaveBeenCalledWith(4);
    rerender({ page: 2, total: 0 });
    expect(setPage).toHaveBeenLastCalledWith(1);
  });
});
