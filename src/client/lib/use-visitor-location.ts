/**
 * The visitor's place, from the browser, only when they ask ("Show my location", "Nearest first")
 * or have already allowed it: the page never prompts on its own. A place outside the valley is not
 * used (the map cannot show it, distances would mislead).
 */
import { isInsideValley, type LatLng } from '@shared/geo.js';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMountedRef } from './use-mounted-ref';

export type GeoStatus = 'idle' | 'locating' | 'outside' | 'unavailable';

export interface VisitorLocation {
  position: LatLng | null;
  status: GeoStatus;
  /** Asks the browser; `onFound` runs with a place inside the valley. */
  locate: (onFound?: (p: LatLng) => void) => void;
}

/** `auto`: look up the place at once when the visitor has already allowed it (default true). */
export function useVisitorLocation({ auto = true }: { auto?: boolean } = {}): VisitorLocation {
  const [position, setPosition] = useState<LatLng | null>(null);
  const [status, setStatus] = useState<GeoStatus>('idle');
  const mounted = useMountedRef();

  const locate = useCallback(
    (onFound?: (p: LatLng) => void) => {
      if (typeof navigator === 'undefined' || !navigator.geolocation) {
        setStatus('unavailable');
        return;
      }
      setStatus('locating');
      navigator.geolocation.getCurrentPosition(
        (pos) => {
          if (!mounted.current) return;
          const p = { lat: pos.coords.latitude, lng: pos.coords.longitude };
          if (isInsideValley(p)) {
            setPosition(p);
            setStatus('idle');
            onFound?.(p);
          } else {
            setPosition(null);
            setStatus('outside');
          }
        },
        () => {
          if (mounted.current) setStatus('unavailable');
        },
        { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
      );
    },
    [],
  );

  // Only when the visitor already allowed it: the page never asks on its own.
  useEffect(() => {
    if (!auto) return;
    let cancelled = false;
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((p) => {
        if (!cancelled && p.state === 'granted') locate();
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [auto, locate]);

  // The same object until something changes: a memoised part given it (the map) is not redrawn.
  return useMemo(() => ({ position, status, locate }), [position, status, locate]);
}
