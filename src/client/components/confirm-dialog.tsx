/**
 * Asks before a change that is hard to undo (delete, deactivate, cancel an order, redeem points).
 * Focus starts on Cancel, stays in the dialog and returns to the button that opened it. While the
 * change is pending both buttons are off, the dialog stays open and a spinner replaces the icon.
 */
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { t } from '@/lib/i18n';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The way out without the change; "Cancel" unless the change itself is a cancelling. */
  cancelLabel?: string;
  /** Before the confirm label. */
  icon?: ReactNode;
  destructive?: boolean;
  pending?: boolean;
  /** The change cannot be made yet (what to do first goes in children). */
  confirmDisabled?: boolean;
  /**
   * 'alertdialog' (the admin's) has no corner close button; 'dialog' keeps the corner ✕ the
   * vendor and customer screens have always had, and is what their browser tests look for.
   */
  role?: 'alertdialog' | 'dialog';
  /** Between the question and the buttons. */
  children?: ReactNode;
  onConfirm: () => void;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  icon,
  destructive,
  pending,
  confirmDisabled,
  role = 'alertdialog',
  children,
  onConfirm,
}: ConfirmDialogProps) {
  const alert = role === 'alertdialog';
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent role={role} hideClose={alert} className="sm:max-w-md">
        <DialogHeader className={alert ? 'pr-0' : undefined}>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" className="min-h-11" disabled={pending} autoFocus>
              {cancelLabel ?? t('common.cancel')}
            </Button>
          </DialogClose>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            className="min-h-11"
            onClick={onConfirm}
            disabled={pending || confirmDisabled}
          >
            {pending ? <Spinner /> : icon}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
