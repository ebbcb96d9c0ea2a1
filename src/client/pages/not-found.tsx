import { ArrowLeft, MapPinOff } from 'lucide-react';
import { Link } from '@/lib/router';
import { MessagePage } from '@/components/layout/message-page';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Any path the app does not know (SPEC §2). */
export function NotFound() {
  useDocumentTitle(t('notFound.title'));
  return (
    <MessagePage icon={MapPinOff}>
      <p className="mt-6 font-bold text-primary text-sm uppercase tracking-wider">404</p>
      <h1 className="mt-2 font-extrabold text-3xl tracking-tight sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{t('notFound.body')}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          {t('notFound.home')}
        </Link>
      </Button>
    </MessagePage>
  );
}
