import { ArrowLeft, MapPinOff } from 'lucide-react';
import { Link } from '@/lib/router';
import { BrandLink } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Any path the app does not know (SPEC §2). */
export function NotFound() {
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-4 sm:px-6 lg:px-8">
        <BrandLink />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="max-w-md text-center">
          <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
            <MapPinOff className="size-8" aria-hidden="true" />
          </span>
          <p className="mt-6 font-bold text-primary text-sm uppercase tracking-wider">404</p>
          <h1 className="mt-2 font-extrabold text-3xl tracking-tight sm:text-4xl">{t('notFound.title')}</h1>
          <p className="mt-3 text-lg text-muted-foreground">{t('notFound.body')}</p>
          <Button asChild size="lg" className="mt-8">
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              {t('notFound.home')}
            </Link>
          </Button>
        </div>
      </main>
    </div>
  );
}
