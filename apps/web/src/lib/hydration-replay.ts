/** Inputs whose value is not typed text: nothing to adopt. */
const NOT_TYPED = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image', 'checkbox', 'radio']);

/** Writes a field's value past React's value tracker (the prototype's own setter). */
function setUntracked(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
}

/**
 * A server-rendered page can be typed into, ticked or autofilled before React hydrates it (ADR 24): the DOM then
 * holds what the page's state never saw, so a filter does nothing and a form says "required". Read when the
 * hydration commits; the function returned hands each such edit to the page's own handlers as the event React
 * listens for (see `replayAfterHydration`).
 *
 * React's value tracker took the field's current value at hydration, so an event alone would look like no change:
 * the tracker is first told the server's value (through the field's tracked setter), then the field gets the
 * visitor's value back past the tracker, and the event follows. One rule for every form and filter on the site.
 */
export function captureTypedInputs(root: ParentNode): () => void {
  // Every edit is read at once, before any re-render: a re-render writes the state (still the server's values) back
  // into controlled fields, and each replay re-renders the page.
  const edits = new Map<Element, () => void>();
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.disabled || field.readOnly) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A radio that lost its tick did so because another one in its group took it: that one is replayed.
      const changed =
        field.type === 'radio' ? field.checked && !field.defaultChecked : field.checked !== field.defaultChecked;
      // Back to the server's state through the tracked setter; the click then ticks it as the visitor left it.
      if (changed)
        edits.set(field, () => {
          field.checked = field.defaultChecked;
          field.click();
        });
      continue;
    }
    if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) continue;
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    edits.set(field, () => {
      field.value = field.defaultValue;
      setUntracked(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
  // A field the visitor changes again once React has it went through the page's own handlers with the newer text:
  // its older capture is dropped rather than written over it. (The replays below come after this listener is gone.)
  const touched = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    // A click only changes a checkbox or radio (a click into a text field changes nothing).
    if (event.type === 'click' && !(target instanceof HTMLInputElement && /^(checkbox|radio)$/.test(target.type)))
      return;
    edits.delete(target);
  };
  const events = ['input', 'click'] as const;
  for (const type of events) root.addEventListener(type, touched, true);
  return () => {
    for (const type of events) root.removeEventListener(type, touched, true);
    for (const [field, replay] of edits) if (field.isConnected) replay();
  };
}

/** What the server-rendered page's bootstrap stopped before hydration (server plugins/ssr-pages.ts). */
type PendingActionWindow = Window & { __ssrPendingAction?: [unknown, unknown, unknown?] };

/** The submit or click the bootstrap stopped before hydration: the app's own handlers take it now. */
function replayPendingAction(): void {
  const pending = (window as PendingActionWindow).__ssrPendingAction;
  delete (window as PendingActionWindow).__ssrPendingAction;
  const [kind, target, submitter] = pending ?? [];
  if (kind === 'submit' && target instanceof HTMLFormElement && target.isConnected) {
    target.requestSubmit(submitter instanceof HTMLButtonElement && submitter.form === target ? submitter : undefined);
  } else if (kind === 'click' && target instanceof Element && target.isConnected) {
    if (target instanceof HTMLElement) target.click();
    else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  }
}

/**
 * Called from the layout effect of the hydration's commit (main.tsx's HydratedMark), before anything re-renders:
 * the edits are read there. They are replayed in a task of their own: inside React's work every handler would see
 * the first render's state (its updates wait for React to finish), so a second edit would undo the first. Out of
 * it, each replayed event's update renders before the next.
 *
 * `markHydrated` (which ends the bootstrap's hold on submits and clicks) runs only once the edits are the page's: a
 * login submitted between the commit and this task is still held, not sent with empty fields. The held submit or
 * click comes last, and sees the edits.
 */
export function replayAfterHydration(root: ParentNode, markHydrated: () => void): Promise<void> {
  const replayEdits = captureTypedInputs(root);
  return new Promise((resolve) =>
    setTimeout(() => {
      replayEdits();
      markHydrated();
      replayPendingAction();
      resolve();
    }, 0),
  );
}

/**
 * Once `hydrateRoot` has run, React listens on the root: a tap on a part it has not hydrated yet makes it hydrate
 * that part at once and run the app's handler (selective hydration). The bootstrap, which sees no `data-hydrated`
 * yet, has kept the same tap to replay: replayed, it would run the handler a second time, and a phone menu opened by
 * that tap would close again. A kept click that bubbles up to the root was dispatched by React (a click React cannot
 * hydrate for yet is stopped in the capture phase), so it is dropped here. Call right after `hydrateRoot`; the
 * function returned removes the listener once the page is marked hydrated (no click is kept after that).
 */
export function forgetClicksTheAppHandled(root: HTMLElement): () => void {
  const handled = (event: Event) => {
    const pending = (window as PendingActionWindow).__ssrPendingAction;
    if (pending?.[0] === 'click' && pending[1] === event.target)
      delete (window as PendingActionWindow).__ssrPendingAction;
  };
  root.addEventListener('click', handled);
  return () => root.removeEventListener('click', handled);
}
