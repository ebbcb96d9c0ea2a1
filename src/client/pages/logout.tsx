/**
 * /logout: where GET /api/logout leads (SPEC links it; issue 16 item 3). Logging out takes a
 * click here, a POST, so an image or link elsewhere can no longer sign anyone out.
 */
import { ArrowLeft, LogOut as LogOutIcon } from 'lucide-react';
import { MessagePage } from '@/components/layout/message-page';
import { LogoutButton } from '@/components/logout-button';
import { PageLoading } from '@/components/layout/page-loading';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Logout() {
  useDocumentTitle(t('logout.title'));
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  return (
    <MessagePage icon={LogOutIcon}>
      {user ? (
        <>
          <h1 className="mt-6 font-extrabold text-3xl tracking-tight sm:text-4xl">{t('logout.heading')}</h1>
          <p className="mt-3 text-lg text-muted-foreground">{t('logout.body')}</p>
          <div className="mt-8 flex flex-col-reverse items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <Button asChild variant="outline" size="lg">
              <Link to="/">
                <ArrowLeft aria-hidden="true" />
                {t('logout.cancel')}
              </Link>
            </Button>
            <LogoutButton variant="default" size="lg">
              {t('logout.confirm')}
            </LogoutButton>
          </div>
        </>
      ) : (
        <>
          <h1 className="mt-6 font-extrabold text-3xl tracking-tight sm:text-4xl">{t('logout.signedOut')}</h1>
          <Button asChild size="lg" className="mt-8">
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              {t('logout.home')}
            </Link>
          </Button>
        </>
      )}
    </MessagePage>
  );
}
