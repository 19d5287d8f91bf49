/** useSearchParam on a busy phone: the router shows written searches late, after more keys were typed. */
import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useSearchParam } from './use-search-param';

type Updater = (current: URLSearchParams) => URLSearchParams;
/** URL updates asked for but not yet shown, and a way to show the next one. */
const router = vi.hoisted(() => ({
  queued: [] as ((current: URLSearchParams) => URLSearchParams)[],
  show: null as null | (() => void),
}));

vi.mock('react-router', () => ({
  useSearchParams: () => {
    const [params, setParams] = useState(() => new URLSearchParams());
    router.show = () => {
      const next = router.queued.shift();
      if (next) setParams((current) => next(current));
    };
    return [params, (updater: Updater) => router.queued.push(updater)] as const;
  },
}));

describe('useSearchParam with a slow router', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    router.queued = [];
  });
  afterEach(() => vi.useRealTimers());

  it('never puts back an older search over keys typed since', () => {
    const { result } = renderHook(() => useSearchParam());
    act(() => result.current.setInput('pr'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS)); // 'pr' is written, not yet shown
    act(() => result.current.setInput('priya'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS)); // 'priya' is written too
    act(() => result.current.setInput('priyan'));
    expect(router.queued).toHaveLength(2);

    act(() => router.show!()); // the URL now says 'pr'
    expect(result.current.query).toBe('pr');
    expect(result.current.input).toBe('priyan');
    act(() => router.show!()); // …and then 'priya'
    expect(result.current.query).toBe('priya');
    expect(result.current.input).toBe('priyan');
  });
});
