import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { StatusBadge } from './status-badge';
import { getStatusColor } from './status-color';

describe('getStatusColor', () => {
  it.each([
    ['Accepted', 'green'],
    ['Completed', 'green'],
    ['Paid', 'green'],
    ['Active', 'green'],
    ['Handled', 'green'],
    ['Rejected', 'red'],
    ['Cancelled', 'red'],
    ['Overdue', 'red'],
    ['Waiting for Response', 'yellow'],
    ['Pending', 'yellow'],
    ['In Handling', 'blue'],
  ] as const)('shows %s in %s', (status, color) => {
    expect(getStatusColor(status)).toBe(color);
  });

  it('matches user statuses whatever their case', () => {
    expect(getStatusColor('active')).toBe('green');
    expect(getStatusColor('pending')).toBe('yellow');
  });

  it('shows any other status in gray', () => {
    expect(getStatusColor('Ended')).toBe('gray');
    expect(getStatusColor('')).toBe('gray');
  });
});

describe('StatusBadge', () => {
  it('shows the status text in its colour', () => {
    renderWithTheme(<StatusBadge status="Waiting for Response" />);
    const badge = screen.getByText('Waiting for Response').closest('[data-status-color]');
    expect(badge?.getAttribute('data-status-color')).toBe('yellow');
  });
});
