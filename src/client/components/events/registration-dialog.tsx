/**
 * The modal registration form (SPEC §2, §5, §8): preferred location (one of the event's special
 * locations, or typed), special menu, special pricing and notes. The form uses the server's own
 * schema (EventRegisterSchema): 'Preferred location is required'. Success: 'Registration
 * Submitted!'; failure: 'Registration Failed' with the server's message or 'Failed to submit
 * registration'.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type Event, type EventRegistration, EventRegisterSchema } from '@shared/schemas/events.js';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { api, errorMessage, handleUnauthorized, isApiError, isUnauthorizedError } from '@/lib/api';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { formatEventDates } from './format';
import { LocationChip } from './location-chip';

type FormInput = z.input<typeof EventRegisterSchema>;
type FormOutput = z.output<typeof EventRegisterSchema>;

const emptyForm: FormInput = { requestedLocation: '', specialMenu: '', specialPricing: '', notes: '' };

export function RegistrationDialog({
  event,
  onClose,
  onRegistered,
  onConflict,
  onCloseAutoFocus,
}: {
  /** Where focus goes when the dialog closes (default: back to what opened it). */
  onCloseAutoFocus?: (e: { preventDefault(): void }) => void;
  /** The event being registered for; null closes the dialog. */
  event: Event | null;
  onClose: () => void;
  /** After a successful registration (the dialog has closed). */
  onRegistered: (registration: EventRegistration) => void;
  /** After a 409 (already registered, or registration closed): the lists may be out of date. */
  onConflict: () => void;
}) {
  return (
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      {event && (
        <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
          <RegistrationForm event={event} onClose={onClose} onRegistered={onRegistered} onConflict={onConflict} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function RegistrationForm({
  event,
  onClose,
  onRegistered,
  onConflict,
}: {
  event: Event;
  onClose: () => void;
  onRegistered: (registration: EventRegistration) => void;
  onConflict: () => void;
}) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(EventRegisterSchema),
    defaultValues: emptyForm,
  });
  const register = useMutation({
    mutationFn: (data: FormOutput) => api('POST /api/events/:id/register', { params: { id: event.id }, body: data }),
    onSuccess: (registration) => {
      toast({
        title: t('eventManagement.notice.success'),
        description: t('eventManagement.notice.successBody', { event: event.name }),
        variant: 'success',
      });
      onRegistered(registration);
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) {
        handleUnauthorized();
        return;
      }
      if (isApiError(error, 409, 'already_registered') || isApiError(error, 409, 'event_closed')) onConflict();
      toast({
        title: t('eventManagement.notice.failure'),
        description: errorMessage(error, t('eventManagement.notice.failureBody')),
        variant: 'destructive',
      });
    },
  });

  const { errors } = form.formState;
  const chosen = form.watch('requestedLocation');

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((data) => register.mutate(data))}
      className="flex flex-col gap-5"
      aria-busy={register.isPending}
    >
      <DialogHeader>
        <DialogTitle>{t('eventManagement.form.title', { event: event.name })}</DialogTitle>
        <DialogDescription>
          <span className="block font-medium text-foreground">{formatEventDates(event.startDate, event.endDate)}</span>
          {t('eventManagement.form.description')}
        </DialogDescription>
      </DialogHeader>

      <div className="flex flex-col gap-3">
        <FormField
          label={t('eventManagement.form.location')}
          error={errors.requestedLocation?.message}
          description={event.specialLocations.length > 0 ? t('eventManagement.form.locationHint') : undefined}
        >
          <Input
            autoComplete="off"
            placeholder={t('eventManagement.form.locationPlaceholder')}
            aria-required="true"
            {...form.register('requestedLocation')}
          />
        </FormField>
        {event.specialLocations.length > 0 && (
          <fieldset>
            <legend className="sr-only">{t('eventManagement.form.suggestions')}</legend>
            <ul className="flex flex-wrap gap-2">
              {event.specialLocations.map((location) => (
                <li key={location}>
                  <LocationChip
                    name={location}
                    chosen={chosen?.trim() === location}
                    onPick={() => form.setValue('requestedLocation', location, { shouldValidate: true, shouldDirty: true })}
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        )}
      </div>

      <FormField label={t('eventManagement.form.specialMenu')} error={errors.specialMenu?.message}>
        <Textarea
          rows={3}
          className="min-h-20"
          placeholder={t('eventManagement.form.specialMenuPlaceholder')}
          {...form.register('specialMenu')}
        />
      </FormField>
      <FormField label={t('eventManagement.form.specialPricing')} error={errors.specialPricing?.message}>
        <Textarea
          rows={2}
          className="min-h-16"
          placeholder={t('eventManagement.form.specialPricingPlaceholder')}
          {...form.register('specialPricing')}
        />
      </FormField>
      <FormField label={t('eventManagement.form.notes')} error={errors.notes?.message}>
        <Textarea
          rows={2}
          className="min-h-16"
          placeholder={t('eventManagement.form.notesPlaceholder')}
          {...form.register('notes')}
        />
      </FormField>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={register.isPending}>
          {register.isPending ? t('eventManagement.form.submitting') : t('eventManagement.form.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
