/**
 * Signed-in routes (SPEC §6): a visitor gets the 'Unauthorized' notice and goes to
 * /api/login?returnTo=<this page> after 500 ms.
 */
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useLocation } from '@/lib/router';
import { handleUnauthorized } from '@/lib/api';
import { t } from '@/lib/i18n';
import { useAuth } from '@/lib/use-auth';
import { PageLoading } from '@/components/layout/page-loading';

export function RequireAuth({ children, description }: { children: ReactNode; description?: string }) {
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const message = description ?? t('auth.unauthorized.accessPage');

  useEffect(() => {
    if (isLoading || isAuthenticated) return;
    return handleUnauthorized(message, returnTo);
  }, [isLoading, isAuthenticated, message, returnTo]);

  if (isAuthenticated) return children;
  return <PageLoading />;
}
