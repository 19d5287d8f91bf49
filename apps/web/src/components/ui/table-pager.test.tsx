import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { TablePager } from './table-pager';

describe('TablePager', () => {
  it('shows the range of a middle page and moves to the page asked for', () => {
    const onChange = vi.fn();
    renderWithTheme(<TablePager page={2} pageSize={20} total={45} shown={20} onChange={onChange} />);
    expect(screen.getByText('Showing 21–40 of 45')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('shows the short last page and no page buttons for a single page', () => {
    renderWithTheme(<TablePager page={1} pageSize={20} total={7} shown={7} onChange={() => undefined} />);
    expect(screen.getByText('Showing 1–7 of 7')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 1' })).toBeNull();
  });

  it('says "about" for the server’s estimate of a very long list', () => {
    renderWithTheme(
      <TablePager page={3} pageSize={20} total={122000} estimated shown={20} onChange={() => undefined} />,
    );
    expect(screen.getByText('Showing 41–60 of about 122000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 6100' })).toBeTruthy();
  });

  it('keeps the next page reachable while an estimate is too low and the page is full', () => {
    const onChange = vi.fn();
    // The estimate says 2 pages; page 2 is full, so there may be more: page 3 is offered.
    renderWithTheme(<TablePager page={2} pageSize={20} total={40} estimated shown={20} onChange={onChange} />);
    expect(screen.getByText('Showing 21–40 of about 40')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('counts a page past a too-low estimate from its rows, and a part-full page is the last', () => {
    renderWithTheme(<TablePager page={3} pageSize={20} total={40} estimated shown={5} onChange={() => undefined} />);
    expect(screen.getByText('Showing 41–45 of about 45')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: 'Page 4' })).toBeNull();
  });

  it('shows nothing for an empty list (the table says so)', () => {
    renderWithTheme(<TablePager page={1} pageSize={20} total={0} shown={0} onChange={() => undefined} />);
    expect(screen.queryByText(/^Showing/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
