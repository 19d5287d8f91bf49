import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichText } from './rich-text';

afterEach(() => vi.restoreAllMocks());

describe('RichText', () => {
  it('renders a message with tags and values, keyed (no React warning)', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <p>
        <RichText
          id="emailVerification.sentTo"
          values={{ email: 'siti@example.my', hours: 24, b: (parts) => <strong>{parts}</strong> }}
        />
      </p>,
    );
    expect(container.textContent).toBe(
      'We sent a verification link to siti@example.my. Open it to activate your account. The link is valid for 24 hours.',
    );
    expect(container.querySelector('strong')?.textContent).toBe('siti@example.my');
    expect(errors).not.toHaveBeenCalled();
  });
});
