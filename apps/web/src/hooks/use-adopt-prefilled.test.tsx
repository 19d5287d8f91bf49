import { useForm } from '@mantine/form';
import { act, useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAdoptPrefilled } from './use-adopt-prefilled';

function LoginLike({ onValues, adopt }: { onValues: (values: { email: string }) => void; adopt: boolean }) {
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: '' } });
  const formRef = useRef<HTMLFormElement>(null);
  // The hook is the subject under test; `adopt` switches it off to show what happens without it.
  useAdoptPrefilled(formRef, form, adopt ? ['email'] : []);
  return (
    <form ref={formRef} onSubmit={form.onSubmit(onValues)}>
      <input name="email" aria-label="email" key={form.key('email')} {...form.getInputProps('email')} />
      <button type="submit">go</button>
    </form>
  );
}

async function typeBeforeHydration(adopt: boolean): Promise<string | undefined> {
  const container = document.createElement('div');
  document.body.append(container);
  let submitted: string | undefined;
  const ui = <LoginLike adopt={adopt} onValues={(values) => (submitted = values.email)} />;
  container.innerHTML = renderToString(ui);
  // The visitor types while the page's code is still loading.
  container.querySelector('input')!.value = 'tenant@example.com';
  await act(async () => {
    hydrateRoot(container, ui);
  });
  await act(async () => {
    container.querySelector('button')!.click();
  });
  container.remove();
  return submitted;
}

describe('useAdoptPrefilled', () => {
  it('keeps what was typed into server-rendered inputs before hydration', async () => {
    expect(await typeBeforeHydration(true)).toBe('tenant@example.com');
  });

  it('without it, the form state never sees the typed text', async () => {
    expect(await typeBeforeHydration(false)).toBe('');
  });
});
