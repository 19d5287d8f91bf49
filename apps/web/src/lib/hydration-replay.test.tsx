import { useForm } from '@mantine/form';
import { startTransition, useEffect, useLayoutEffect, useState, type ReactElement, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetClicksTheAppHandled, replayAfterHydration } from './hydration-replay';

/** Like the login page: a Mantine form in uncontrolled mode. */
function LoginLike({ onValues }: { onValues: (values: { email: string }) => void }) {
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: '' } });
  return (
    <form onSubmit={form.onSubmit(onValues)}>
      <input name="email" aria-label="email" key={form.key('email')} {...form.getInputProps('email')} />
      <button type="submit">go</button>
    </form>
  );
}

/**
 * Like the listing's price filter: one draft object, each handler writing `{ ...draft, [key]: text }` from its own
 * render's closure, so replaying two edits in one go would let the second undo the first.
 */
function FilterLike() {
  const [draft, setDraft] = useState({ min: '', max: '' });
  const [available, setAvailable] = useState(false);
  const [notes, setNotes] = useState('');
  const change = (key: 'min' | 'max', text: string) => setDraft({ ...draft, [key]: text });
  // Something re-renders the page right after hydration (on the listing: the query's subscription), which writes
  // the state's values back into the controlled fields before anything could replay.
  const [, setRenders] = useState(0);
  useEffect(() => setRenders(1), []);
  return (
    <div>
      <input aria-label="min" value={draft.min} onChange={(event) => change('min', event.currentTarget.value)} />
      <input aria-label="max" value={draft.max} onChange={(event) => change('max', event.currentTarget.value)} />
      <input
        type="checkbox"
        aria-label="available"
        checked={available}
        onChange={(event) => setAvailable(event.currentTarget.checked)}
      />
      <textarea aria-label="notes" value={notes} onChange={(event) => setNotes(event.currentTarget.value)} />
      <output>{`min=${draft.min};max=${draft.max};available=${available};notes=${notes}`}</output>
    </div>
  );
}

/** Called when the page is marked hydrated, with what the page showed then. */
let onMarked: (shown: string | null | undefined) => void = () => undefined;
/** What the visitor does between the commit and the replay's task. */
let afterCommit: (root: HTMLElement) => void = () => undefined;

/** As main.tsx's HydratedMark: the replay is asked for from the layout effect of the first commit. */
function Hydrated({ children, replay, onReplayed }: { children: ReactNode; replay: boolean; onReplayed: () => void }) {
  useLayoutEffect(() => {
    const root = document.getElementById('root')!;
    if (replay)
      void replayAfterHydration(root, () => onMarked(root.querySelector('output')?.textContent)).then(onReplayed);
    else onReplayed();
    afterCommit(root);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return children;
}

/** Server HTML, edited by the visitor while the scripts load, then hydrated with or without the replay. */
async function hydrateAfterEdits(page: ReactElement, edit: (root: HTMLElement) => void, replay: boolean) {
  const container = document.createElement('div');
  container.id = 'root';
  document.body.append(container);
  let replayed: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (replayed = resolve));
  const ui = (
    <Hydrated replay={replay} onReplayed={() => replayed()}>
      {page}
    </Hydrated>
  );
  container.innerHTML = renderToString(ui);
  edit(container);
  // No act(): it would hold every update to its end, so the replays would not run as in a browser (each event's
  // update rendered before the next).
  hydrateRoot(container, ui);
  await done;
  await settle();
  return container;
}

/** Lets React finish what it scheduled (the replayed events' renders). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const field = <T extends Element>(root: ParentNode, label: string) => root.querySelector<T>(`[aria-label=${label}]`)!;

async function loginTypedBeforeHydration(replay: boolean): Promise<string | undefined> {
  let submitted: string | undefined;
  const container = await hydrateAfterEdits(
    <LoginLike onValues={(values) => (submitted = values.email)} />,
    (root) => (field<HTMLInputElement>(root, 'email').value = 'tenant@example.com'),
    replay,
  );
  container.querySelector('button')!.click();
  await settle();
  return submitted;
}

async function filtersEditedBeforeHydration(replay: boolean) {
  const container = await hydrateAfterEdits(
    <FilterLike />,
    (root) => {
      field<HTMLInputElement>(root, 'min').value = '-5';
      field<HTMLInputElement>(root, 'max').value = '3000';
      field<HTMLInputElement>(root, 'available').checked = true;
      field<HTMLTextAreaElement>(root, 'notes').value = 'near LRT';
    },
    replay,
  );
  return {
    shown: container.querySelector('output')!.textContent,
    min: field<HTMLInputElement>(container, 'min').value,
    ticked: field<HTMLInputElement>(container, 'available').checked,
  };
}

afterEach(() => {
  document.getElementById('root')?.remove();
  onMarked = () => undefined;
  afterCommit = () => undefined;
});

describe('replayAfterHydration', () => {
  it('gives an uncontrolled form what was typed before hydration', async () => {
    expect(await loginTypedBeforeHydration(true)).toBe('tenant@example.com');
  });

  it('without it, the form state never sees the typed text', async () => {
    expect(await loginTypedBeforeHydration(false)).toBe('');
  });

  it('gives controlled inputs, a checkbox and a textarea every edit, as the visitor left them', async () => {
    expect(await filtersEditedBeforeHydration(true)).toEqual({
      shown: 'min=-5;max=3000;available=true;notes=near LRT',
      min: '-5',
      ticked: true,
    });
  });

  it('without it, the state behind controlled inputs stays at the server values', async () => {
    expect((await filtersEditedBeforeHydration(false)).shown).toBe('min=;max=;available=false;notes=');
  });

  it('leaves untouched fields alone', async () => {
    const container = await hydrateAfterEdits(<FilterLike />, () => undefined, true);
    expect(container.querySelector('output')!.textContent).toBe('min=;max=;available=false;notes=');
  });

  it('sends a submit held before hydration after the typed fields are adopted', async () => {
    let submitted: string | undefined;
    const container = await hydrateAfterEdits(
      <LoginLike onValues={(values) => (submitted = values.email)} />,
      (root) => {
        field<HTMLInputElement>(root, 'email').value = 'held@example.com';
        (window as Window & { __ssrPendingAction?: unknown[] }).__ssrPendingAction = [
          'submit',
          root.querySelector('form'),
        ];
      },
      true,
    );
    expect(container.isConnected).toBe(true);
    expect(submitted).toBe('held@example.com');
  });

  it('marks the page hydrated only once the edits are the page state (the bootstrap holds submits until then)', async () => {
    const shownWhenMarked: (string | null | undefined)[] = [];
    onMarked = (shown) => shownWhenMarked.push(shown);
    await filtersEditedBeforeHydration(true);
    expect(shownWhenMarked).toEqual(['min=-5;max=3000;available=true;notes=near LRT']);
  });

  it('keeps what the visitor typed after the commit instead of the older text read at the commit', async () => {
    // React has the field by now: the newer text goes through the page's handler, as a keystroke would.
    afterCommit = (root) => {
      const min = field<HTMLInputElement>(root, 'min');
      min.value = '';
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(min, '-50');
      min.dispatchEvent(new Event('input', { bubbles: true }));
    };
    const state = await filtersEditedBeforeHydration(true);
    expect(state.min).toBe('-50');
    expect(state.shown).toBe('min=-50;max=3000;available=true;notes=near LRT');
  });
});

/** Like the public header's burger: a tap toggles the phone menu. */
function MenuLike() {
  const [opened, setOpened] = useState(false);
  return (
    <button type="button" aria-expanded={opened} onClick={() => setOpened((value) => !value)}>
      {opened ? 'menu open' : 'menu closed'}
    </button>
  );
}

type HeldWindow = Window & { __ssrPendingAction?: unknown[] };

/**
 * The burger tapped while React hydrates (as main.tsx does it: a transition): React hydrates the button at once and
 * runs its handler, and the server page's bootstrap (plugins/ssr-pages.ts), which sees no data-hydrated yet, keeps the
 * same tap to replay.
 */
async function menuTappedDuringHydration(forgetHandled: boolean): Promise<string | null> {
  const container = document.createElement('div');
  container.id = 'root';
  document.body.append(container);
  const html = document.documentElement;
  // The bootstrap's click rule (a button only the app handles): kept until the page is marked hydrated.
  const hold = (event: Event) => {
    if (html.hasAttribute('data-hydrated')) return;
    event.preventDefault();
    (window as HeldWindow).__ssrPendingAction = ['click', event.target];
  };
  document.addEventListener('click', hold, true);
  let stop: () => void = () => undefined;
  let replayed: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (replayed = resolve));
  const markHydrated = () => {
    html.setAttribute('data-hydrated', '');
    stop();
  };
  function Mark({ children }: { children: ReactNode }) {
    useLayoutEffect(() => void replayAfterHydration(container, markHydrated).then(() => replayed()), []);
    return children;
  }
  const ui = (
    <Mark>
      <MenuLike />
    </Mark>
  );
  container.innerHTML = renderToString(ui);
  try {
    startTransition(() => {
      hydrateRoot(container, ui);
      if (forgetHandled) stop = forgetClicksTheAppHandled(container);
    });
    container.querySelector('button')!.click();
    await done;
    await settle();
    return container.querySelector('button')!.textContent;
  } finally {
    document.removeEventListener('click', hold, true);
    html.removeAttribute('data-hydrated');
    delete (window as HeldWindow).__ssrPendingAction;
  }
}

describe('forgetClicksTheAppHandled', () => {
  it('keeps a phone menu tapped open during hydration open (the tap is not replayed a second time)', async () => {
    expect(await menuTappedDuringHydration(true)).toBe('menu open');
  });

  it('without it, the kept tap is replayed after React handled it, and the menu closes again', async () => {
    expect(await menuTappedDuringHydration(false)).toBe('menu closed');
  });

  it('still replays a tap made before React listens', async () => {
    const container = await hydrateAfterEdits(
      <MenuLike />,
      (root) => ((window as HeldWindow).__ssrPendingAction = ['click', root.querySelector('button')]),
      true,
    );
    expect(container.querySelector('button')!.textContent).toBe('menu open');
  });
});
