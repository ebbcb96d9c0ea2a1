/**
 * Switches between English and Spanish. The button names the other language in that language
 * ("Español" on an English page), so a reader of either finds it; the choice is remembered.
 */
import { Languages } from 'lucide-react';
import { chooseLocale, type Locale, t, useLocale } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { Button } from './ui/button';

/** `compact`: on phones only the language code ('ES') shows, for narrow headers. */
export function LanguageSwitch({ className, compact = false }: { className?: string; compact?: boolean }) {
  const locale = useLocale();
  const other: Locale = locale === 'es' ? 'en' : 'es';
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className={cn('shrink-0 px-2 text-muted-foreground hover:text-foreground', className)}
      onClick={() => void chooseLocale(other)}
      data-testid="language-switch"
      title={t('language.switch.label')}
    >
      <Languages aria-hidden="true" />
      <span lang={other}>
        {compact ? <span className="sm:hidden">{other.toUpperCase()}</span> : null}
        <span className={compact ? 'hidden sm:inline' : undefined}>{t(`language.name.${other}`)}</span>
      </span>
    </Button>
  );
}
