/**
 * Forgot password (issue 24 item 8): the account's e-mail address → a reset link by e-mail. The
 * answer is the same whether or not the address has an account, so the page never says which.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPassword as ForgotPasswordInput, ForgotPasswordSchema } from '@shared/schemas/account-recovery.js';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { Link } from '@/lib/router';
import { AuthLayout, FormAlert } from '@/components/layout/auth-layout';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { api, errorMessage, isApiError } from '@/lib/api';
import { t } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ForgotPassword() {
  useDocumentTitle(t('accountRecovery.forgot.documentTitle'));
  const form = useForm<z.input<typeof ForgotPasswordSchema>, unknown, ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const send = useMutation({
    mutationFn: (data: ForgotPasswordInput) => api('POST /api/auth/forgot-password', { body: data }),
  });

  const { errors } = form.formState;
  const failure = !send.isError
    ? null
    : isApiError(send.error, 429, 'too_many_reset_requests')
      ? t('accountRecovery.error.tooManyRequests')
      : errorMessage(send.error, t('accountRecovery.forgot.failed'));
  const footer = (
    <Link to="/sign-in" className="font-semibold text-primary underline-offset-4 hover:underline">
      {t('accountRecovery.backToSignIn')}
    </Link>
  );

  if (send.isSuccess) {
    return (
      <AuthLayout
        title={t('accountRecovery.forgot.sentTitle')}
        subtitle={t('accountRecovery.forgot.sent')}
        footer={footer}
        icon={
          <span className="mb-4 flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
            <MailCheck className="size-6" aria-hidden="true" />
          </span>
        }
      >
        <p role="status" className="sr-only">
          {t('accountRecovery.forgot.sent')}
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('accountRecovery.forgot.title')} subtitle={t('accountRecovery.forgot.subtitle')} footer={footer}>
      <form noValidate onSubmit={form.handleSubmit((data) => send.mutate(data))} className="flex flex-col gap-5">
        <FormField label={t('auth.field.email')} error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <FormAlert message={failure} />
        <Button type="submit" size="lg" disabled={send.isPending}>
          {send.isPending ? t('accountRecovery.forgot.submitting') : t('accountRecovery.forgot.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
