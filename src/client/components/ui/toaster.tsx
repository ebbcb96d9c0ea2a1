/**
 * Renders the notices from lib/use-toast (SPEC §9): 5000 ms by default, swipe right 50 px to
 * dismiss, F8 moves focus to them. Radix announces each one to screen readers (assertive for
 * errors, polite otherwise).
 */
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_PX } from '@shared/constants.js';
import { useEffect } from 'react';
import { t } from '@/lib/i18n';
import { dismissToast, markNoticesShown, useToast } from '@/lib/use-toast';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

export function Toaster() {
  const { toasts } = useToast();
  // A redirect that follows a notice waits for this (lib/use-toast afterNoticeShown).
  useEffect(markNoticesShown, []);
  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_PX}
      label={t('shell.notification')}
    >
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          duration={duration}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={TOAST_HOTKEY} label={t('common.notifications')} />
    </ToastProvider>
  );
}
