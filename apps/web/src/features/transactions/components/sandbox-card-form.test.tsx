import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { themeFor } from '@/app/theme';
import { SandboxCardForm, type MethodHandle } from './sandbox-card-form';

const theme = themeFor('Close');

const intent = { paymentIntentId: 'pi_ABCDEFGHIJKLMNOPQRSTUVWX', clientSecret: 'pi_x_secret_y', amount: 4500 };

function setup() {
  const ref = createRef<MethodHandle>();
  render(
    <Provider store={createAppStore()}>
      <MantineProvider theme={theme}>
        <SandboxCardForm handleRef={ref} />
      </MantineProvider>
    </Provider>,
  );
  return ref;
}

describe('SandboxCardForm', () => {
  it('labels its fields and names the test card', () => {
    setup();
    expect(screen.getByLabelText('Card number')).toBeTruthy();
    expect(screen.getByLabelText('Expiry date').getAttribute('placeholder')).toBe('MM / YY');
    expect(screen.getByLabelText('CVC')).toBeTruthy();
    expect(screen.getByText(/4242 4242 4242 4242/)).toBeTruthy();
  });

  it('refuses a number failing the Luhn check, a past expiry and a short CVC without calling the server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const ref = setup();
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242424242424241' } });
    fireEvent.change(screen.getByLabelText('Expiry date'), { target: { value: '0120' } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '12' } });
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4241');
    expect((screen.getByLabelText('Expiry date') as HTMLInputElement).value).toBe('01 / 20');

    let result: unknown;
    let valid: boolean | undefined;
    await act(async () => {
      valid = await ref.current!.validate();
      result = await ref.current!.confirm(intent);
    });
    expect(valid).toBe(false);
    expect(result).toEqual({ kind: 'invalid' });
    expect(await screen.findByText('Your card number is invalid.')).toBeTruthy();
    expect(screen.getByText("Your card's expiration year is in the past.")).toBeTruthy();
    expect(screen.getByText("Your card's security code is invalid.")).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
