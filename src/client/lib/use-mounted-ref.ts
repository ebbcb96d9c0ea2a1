import { useEffect, useRef } from 'react';

/**
 * False once the component is gone: an answer that arrives after leaving the page (a live event, a
 * position) does nothing. Set again on every mount, so React's development double mount (Strict
 * Mode) does not leave it false.
 */
export function useMountedRef() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
