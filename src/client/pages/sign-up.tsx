/**
 * Account creation (DESIGN §3): e-mail, password of 8+ characters, first and optional last name.
 * The answer is "check your e-mail" for every address (issue 43 item 9; decision 0052): the
 * e-mail's link (/confirm-sign-up) makes the account and signs in, or tells the owner of an
 * existing account how to sign in.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { safeReturnTo } from '@shared/return-to.js';
import { type SignUp as SignUpInput, SignUpSchema } from '@shared/schemas/auth.js';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useSearchParams } from '@/lib/router';
import { AuthLayout, FormAlert } from '@/components/layout/auth-layout';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { api, errorMessage, isApiError } from '@/lib/api';
import { t } from '@/lib/i18n';
import { useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';

export function SignUp() {
  useDocumentTitle(t('auth.signUp.documentTitle'));
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const { user } = useAuth();

  const form = useForm<z.input<typeof SignUpSchema>, unknown, SignUpInput>({
    resolver: zodResolver(SignUpSchema),
    defaultValues: { email: '', password: '', firstName: '', lastName: '' },
  });
  const signUp = useMutation({
    mutationFn: (data: SignUpInput) =>
      api('POST /api/auth/signup', {
        body: { ...data, lastName: data.lastName || undefined, returnTo: returnTo === '/' ? undefined : returnTo },
      }),
  });

  if (user && !signUp.isPending && !signUp.isSuccess) return <Navigate to={returnTo} replace />;

  const { errors } = form.formState;
  const failure = !signUp.isError
    ? null
    : isApiError(signUp.error, 429, 'too_many_sign_ups')
      ? t('signUpConfirm.error.tooMany')
      : errorMessage(signUp.error, t('auth.signUp.failed'));
  const switchLink = returnTo === '/' ? '/sign-in' : `/sign-in?returnTo=${encodeURIComponent(returnTo)}`;

  if (signUp.isSuccess) {
    return (
      <AuthLayout
        title={t('signUpConfirm.sentTitle')}
        subtitle={t('signUpConfirm.sent')}
        footer={
          <button
            type="button"
            onClick={() => signUp.reset()}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('signUpConfirm.wrongAddress')}
          </button>
        }
        icon={
          <span className="mb-4 flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
            <MailCheck className="size-6" aria-hidden="true" />
          </span>
        }
      >
        <p role="status" className="break-words text-center text-sm text-muted-foreground">
          {t('signUpConfirm.sentTo', { email: signUp.variables.email })}
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('auth.signUp.title')}
      subtitle={t('auth.signUp.subtitle')}
      footer={
        <p className="text-muted-foreground">
          {t('auth.signUp.haveAccount')}{' '}
          <Link to={switchLink} className="font-semibold text-primary underline-offset-4 hover:underline">
            {t('auth.signUp.toSignIn')}
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={form.handleSubmit((data) => signUp.mutate(data))} className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('auth.field.firstName')} error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField label={t('auth.field.lastName')} error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
        </div>
        <FormField label={t('auth.field.email')} error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <FormField
          label={t('auth.field.password')}
          error={errors.password?.message}
          description={t('auth.field.passwordHint')}
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormAlert message={failure} />
        <Button type="submit" size="lg" disabled={signUp.isPending}>
          {signUp.isPending ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
