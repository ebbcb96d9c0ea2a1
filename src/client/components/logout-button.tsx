/**
 * Logging out (issue 16 item 3): a button that POSTs /api/logout, then goes to the home page with
 * a full page load, so nothing of the signed-in session stays in memory. Logging out by GET is
 * gone: any <img> or link on any page could set it off.
 */
import { LogOut } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { api, showErrorNotice } from '@/lib/api';
import { t } from '@/lib/i18n';
import { closeSessionStreams } from '@/lib/use-event-stream';
import { Button, type ButtonProps } from './ui/button';

export async function logOut(): Promise<void> {
  // The page's live streams close first: left open, the server ended them with the session and
  // the browser asked again, answered 401 (docs/decisions/0017-logout-and-live-streams.md).
  const reopen = closeSessionStreams();
  try {
    await api('POST /api/logout');
  } catch (error) {
    reopen();
    throw error;
  }
  window.location.assign('/');
}

/** Looks like the link it replaces; `children` is its label (with the icon added). */
export function LogoutButton({
  children,
  variant = 'outline',
  size = 'sm',
  className,
}: {
  children: ReactNode;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}) {
  const [pending, setPending] = useState(false);
  const onClick = async () => {
    setPending(true);
    try {
      await logOut();
    } catch (error) {
      setPending(false);
      showErrorNotice(error, t('logout.failed'));
    }
  };
  return (
    <Button variant={variant} size={size} className={className} onClick={onClick} disabled={pending} aria-busy={pending}>
      <LogOut aria-hidden="true" />
      {children}
    </Button>
  );
}
