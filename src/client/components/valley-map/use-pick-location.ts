/**
 * Pick mode (vendor registration and Edit Profile): a click, or the arrow keys (Shift for larger
 * steps) and Enter, place the vendor's pin; the place is reported with 6 decimals and announced
 * with its nearest city. Outside pick mode the map is a plain labelled group.
 */
import type { LatLng } from '@shared/geo.js';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useState,
} from 'react';
import { t } from '@/lib/i18n';
import { nearestCity } from './places';
import { LNG_FACTOR, projectLatLng, round6, unprojectPoint, type ViewBox } from './projection';

const VALLEY_CENTER: LatLng = { lat: 33.74, lng: -116.36 };
const KEY_STEP = 0.004;
const KEY_STEP_LARGE = 0.02;

export interface PickOptions {
  pickMode: boolean;
  picked: LatLng | null;
  onPick?: (p: LatLng) => void;
  /** The drawing's view and its px per map unit (0 before the map is measured). */
  view: ViewBox;
  scale: number;
  /** The id of the help text that describes the surface. */
  helpId: string;
}

export function usePickLocation({ pickMode, picked, onPick, view, scale, helpId }: PickOptions) {
  const [cursor, setCursor] = useState<LatLng>(picked ?? VALLEY_CENTER);
  const [focused, setFocused] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (picked) setCursor(picked);
  }, [picked]);

  const place = useCallback(
    (p: LatLng) => {
      const point = { lat: round6(p.lat), lng: round6(p.lng) };
      setCursor(point);
      onPick?.(point);
      setAnnouncement(
        t('discovery.map.picked', { lat: point.lat.toFixed(5), lng: point.lng.toFixed(5), city: nearestCity(point).name }),
      );
    },
    [onPick],
  );

  const onMapClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!pickMode || !scale) return;
    if ((event.target as HTMLElement).closest('button')) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const u = { x: view.x + (event.clientX - rect.left) / scale, y: view.y + (event.clientY - rect.top) / scale };
    place(unprojectPoint(u));
  };

  const onMapKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!pickMode || event.target !== event.currentTarget) return;
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [step, 0],
      ArrowDown: [-step, 0],
      ArrowLeft: [0, -step / LNG_FACTOR],
      ArrowRight: [0, step / LNG_FACTOR],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setCursor((c) => {
        const next = { lat: c.lat + move[0], lng: c.lng + move[1] };
        const u = projectLatLng(next);
        return unprojectPoint(u);
      });
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      place(cursor);
    }
  };

  const surfaceProps = pickMode
    ? {
        role: 'application' as const,
        tabIndex: 0,
        'aria-label': t('discovery.map.pickLabel'),
        'aria-describedby': helpId,
        onClick: onMapClick,
        onKeyDown: onMapKey,
        onFocus: (e: FocusEvent<HTMLDivElement>) => {
          if (e.target === e.currentTarget) setFocused(true);
        },
        onBlur: () => setFocused(false),
      }
    : { role: 'group' as const, 'aria-label': t('discovery.map.label') };

  return { cursor, focused, announcement, place, surfaceProps };
}
