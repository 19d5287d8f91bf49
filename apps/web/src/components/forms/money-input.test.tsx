import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { MoneyInput } from './money-input';

function Harness() {
  const [value, setValue] = useState<string>('');
  return <MoneyInput label="Price" value={value} onChange={setValue} error={value ? `typed ${value}` : null} />;
}

describe('MoneyInput', () => {
  it.each(['-5', '12.5', '1e3', '4.50', '0', '100001'])('leaves %s exactly as typed, also after blur', (typed) => {
    renderWithTheme(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Price' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: typed } });
    fireEvent.blur(box);
    expect(box.value).toBe(typed);
    expect(screen.getByText(`typed ${typed}`)).toBeTruthy();
  });
});
