import { startTransition, useCallback, useEffect, useState } from 'react';

/**
 * An element kept in state through a callback ref, for `useInView`. The ref is called during a
 * commit, where a plain state update would render its component again at once and in one piece
 * (right after hydrating, a whole page); set as a transition, React renders it in slices.
 */
export function useElement<T extends Element>(): [T | null, (element: T | null) => void] {
  const [element, setElement] = useState<T | null>(null);
  const ref = useCallback((next: T | null) => startTransition(() => setElement(next)), []);
  return [element, ref];
}

/**
 * Whether `element` is inside the viewport (IntersectionObserver; false without it). `rootMargin`
 * shrinks the viewport as the observer's option does ('0px 0px -35% 0px': its top 65% only).
 * The answer arrives as a transition: what it shows or hides is never worth a long task.
 */
export function useInView(element: Element | null, rootMargin = '0px'): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') {
      startTransition(() => setInView(false));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => startTransition(() => setInView(entries.some((e) => e.isIntersecting))),
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, rootMargin]);
  return inView;
}
