import { useEffect } from 'react';
import { t } from './i18n';

/** The title the page drawn on the server asked for (the server's first paint puts it in <title>). */
let drawnTitle: string | null = null;

/** Reads and forgets the title set while the server drew a page. */
export function takeDrawnTitle(): string | null {
  const title = drawnTitle;
  drawnTitle = null;
  return title;
}

/** Sets the tab title: "<page> · Valley Eats", or exactly `page` when `exact`. */
export function useDocumentTitle(page: string, exact = false): void {
  const title = exact ? page : t('shell.documentTitle', { page });
  // On the server effects do not run: the title goes into the HTML instead, so a page that waits
  // for the first intent on a phone (lib/hydrate-on-intent.ts) has it from the start.
  if (typeof window === 'undefined') drawnTitle = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
