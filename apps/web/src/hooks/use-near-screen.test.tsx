import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearScreen } from './use-near-screen';

/** A placeholder that says whether the hook has found it near the screen. */
function Probe() {
  const [near, ref] = useNearScreen<HTMLDivElement>('200px 0px');
  return (
    <div ref={ref} data-testid="probe">
      {near ? 'near' : 'far'}
    </div>
  );
}

/** An IntersectionObserver whose callback the test calls, remembering what it was asked to watch. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = undefined;
});

describe('useNearScreen', () => {
  it('is false until the element comes within the margin, then true for good, and stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Probe />);
    const observer = FakeObserver.last!;
    expect(screen.getByTestId('probe').textContent).toBe('far');
    expect(observer.options.rootMargin).toBe('200px 0px');
    expect(observer.observed).toEqual([screen.getByTestId('probe')]);

    act(() => observer.callback([{ isIntersecting: false }]));
    expect(screen.getByTestId('probe').textContent).toBe('far');

    act(() => observer.callback([{ isIntersecting: false }, { isIntersecting: true }]));
    expect(screen.getByTestId('probe').textContent).toBe('near');
    expect(observer.disconnected).toBe(true);
    expect(FakeObserver.last).toBe(observer);
  });

  it('is true at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('near');
  });

  it('stops watching when the component goes away before the element came near', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { unmount } = render(<Probe />);
    unmount();
    expect(FakeObserver.last?.disconnected).toBe(true);
  });
});
