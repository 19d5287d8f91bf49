import { useEffect, type RefObject } from 'react';

interface FieldSetter {
  setFieldValue: (path: never, value: never) => void;
}

/**
 * A server-rendered form can be typed into (or autofilled) before React hydrates it. The DOM then holds text that
 * the form's state never saw, and submitting would say "required". On mount, adopt whatever the named inputs hold.
 */
export function useAdoptPrefilled(formRef: RefObject<HTMLFormElement | null>, form: FieldSetter, names: string[]) {
  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    for (const name of names) {
      const input = element.elements.namedItem(name);
      if (input instanceof HTMLInputElement && input.value !== '')
        (form.setFieldValue as (path: string, value: string) => void)(name, input.value);
    }
    // Once, on mount: later typing goes through the form's own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
