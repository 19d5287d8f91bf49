import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { SignatureForm } from './signature-form';

/** jsdom has no canvas: a stand-in pad that starts empty and "draws" when the test says so. */
const { FakePad, pads } = vi.hoisted(() => {
  const pads: { draw: () => void }[] = [];
  class FakePad extends EventTarget {
    empty = true;
    constructor() {
      super();
      pads.push(this);
    }
    clear() {
      this.empty = true;
    }
    isEmpty() {
      return this.empty;
    }
    on() {}
    off() {}
    toDataURL() {
      return 'data:image/png;base64,iVBORw0KGgo=';
    }
    draw() {
      this.empty = false;
      this.dispatchEvent(new Event('endStroke'));
    }
  }
  return { FakePad, pads };
});
vi.mock('signature_pad', () => ({ default: FakePad }));

const AGREE = 'I have read and agree to this tenancy agreement.';

function renderForm(signerName = 'Tan Wei Jie') {
  const onSubmit = vi.fn();
  renderWithTheme(
    <SignatureForm signerName={signerName} agreeLabel={AGREE} submitLabel="Sign agreement" onSubmit={onSubmit} />,
  );
  return onSubmit;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign agreement' }));
const agree = () => fireEvent.click(screen.getByRole('checkbox', { name: AGREE }));
const chooseTyped = () => fireEvent.click(screen.getByRole('radio', { name: 'Type' }));

beforeEach(() => {
  pads.length = 0;
});

describe('SignatureForm', () => {
  it('does not submit an empty pad, even with the agreement ticked', () => {
    const onSubmit = renderForm();
    agree();
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Draw your signature')).toBeTruthy();
  });

  it('submits a drawn signature as a PNG data URL once drawn and agreed', async () => {
    const onSubmit = renderForm();
    pads[0]!.draw();
    agree();
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      method: 'drawn',
      signatureImage: 'data:image/png;base64,iVBORw0KGgo=',
      agree: true,
    });
  });

  it('does not submit a drawing after the pad is cleared', () => {
    const onSubmit = renderForm();
    pads[0]!.draw();
    agree();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Draw your signature')).toBeTruthy();
  });

  it('requires the typed name', () => {
    const onSubmit = renderForm('');
    chooseTyped();
    agree();
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Type your name')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Type your full name'), { target: { value: '  Tan Wei Jie ' } });
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      method: 'typed',
      typedName: 'Tan Wei Jie',
      typedStyle: 'script',
      agree: true,
    });
  });

  it('requires the agreement checkbox, whichever way one signs', () => {
    const onSubmit = renderForm();
    pads[0]!.draw();
    submit();
    chooseTyped();
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('You must agree to sign this agreement electronically')).toBeTruthy();
    agree();
    submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
