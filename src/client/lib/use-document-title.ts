import { useEffect } from 'react';
import { t } from './i18n';

/** Sets the tab title: "<page> · Valley Eats", or exactly `page` when `exact`. */
export function useDocumentTitle(page: string, exact = false): void {
  useEffect(() => {
    document.title = exact ? page : t('shell.documentTitle', { page });
  }, [page, exact]);
}
