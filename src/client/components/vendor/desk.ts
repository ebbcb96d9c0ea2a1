/**
 * What the preorder desk and the Kitchen view share: the cached list's key, the live stream's
 * event shape, and the gate every desk screen opens with (no vendor profile: a notice, then
 * /vendor-registration; a session gone: the sign-in page).
 */
import { DASHBOARD_REDIRECT_MS } from '@shared/constants.js';
import { useEffect } from 'react';
import { handleUnauthorized, isUnauthorizedError } from '@/lib/api';
import { t } from '@/lib/i18n';
import { useNavigate } from '@/lib/router';
import { toast } from '@/lib/use-toast';
import { isNoProfileError, useMyVendor } from './my-vendor';


/** An event of GET /api/my-vendor/preorders/stream. */
export interface PreorderEvent {
  kind: 'created' | 'status' | 'review';
  orderId: number;
}

export function isPreorderEvent(data: unknown): data is PreorderEvent {
  return typeof data === 'object' && data !== null && 'kind' in data && 'orderId' in data;
}

/** The own vendor, with the desk's answers to "no profile yet" and "signed out". */
export function useVendorGate() {
  const navigate = useNavigate();
  const myVendor = useMyVendor();
  const noProfile = isNoProfileError(myVendor.error);
  const loggedOut = isUnauthorizedError(myVendor.error);

  useEffect(() => {
    if (!noProfile) return;
    toast({
      title: t('vendorPreorders.noProfile.title'),
      description: t('vendorPreorders.noProfile.description'),
      variant: 'destructive',
    });
    const timer = setTimeout(() => navigate('/vendor-registration'), DASHBOARD_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [noProfile, navigate]);

  useEffect(() => {
    if (loggedOut) return handleUnauthorized();
  }, [loggedOut]);

  return { myVendor, noProfile, loggedOut };
}
