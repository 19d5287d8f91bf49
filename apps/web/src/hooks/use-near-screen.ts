import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the element behind `ref` has come within `margin` (an IntersectionObserver rootMargin, e.g. '200px 0px') of
 * the screen; once true it stays true. False on the server and on the first render, so that the hydrating render draws
 * what the server drew; true at once where there is no IntersectionObserver. The lazy panels of the listing detail
 * page load their chunk when it turns true (ADR 24).
 */
export function useNearScreen<T extends Element>(margin: string): [boolean, RefObject<T | null>] {
  const [near, setNear] = useState(false);
  const ref = useRef<T>(null);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return [near, ref];
}
