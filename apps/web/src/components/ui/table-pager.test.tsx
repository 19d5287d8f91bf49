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

  it('shows nothing for an empty list (the table says so)', () => {
    renderWithTheme(<TablePager page={1} pageSize={20} total={0} shown={0} onChange={() => undefined} />);
    expect(screen.queryByText(/^Showing/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
