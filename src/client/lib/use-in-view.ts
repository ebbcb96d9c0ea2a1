import { useEffect, useState } from 'react';

/**
 * Whether `element` is inside the viewport (IntersectionObserver; false without it). `rootMargin`
 * shrinks the viewport as the observer's option does ('0px 0px -35% 0px': its top 65% only).
 */
export function useInView(element: Element | null, rootMargin = '0px'): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') {
      setInView(false);
      return;
    }
    const observer = new IntersectionObserver((entries) => setInView(entries.some((e) => e.isIntersecting)), { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, rootMargin]);
  return inView;
}
