/** E-mail and password sign-in (DESIGN §3). /api/login sends visitors here with ?returnTo. */
import { zodResolver } from '@hookform/resolvers/zod';
import { safeReturnTo } from '@shared/return-to.js';
import { SIGN_IN_PROBLEMS, type SignIn as SignInInput, SignInSchema } from '@shared/schemas/auth.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from '@/lib/router';
import { AuthLayout, FormAlert } from '@/components/layout/auth-layout';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { api, errorMessage } from '@/lib/api';
import { t } from '@/lib/i18n';
import { useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AUTH_USER_KEY } from '@/lib/query-keys';

export function SignIn() {
  useDocumentTitle(t('auth.signIn.documentTitle'));
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();

  const form = useForm<z.input<typeof SignInSchema>, unknown, SignInInput>({
    resolver: zodResolver(SignInSchema),
    defaultValues: { email: '', password: '' },
  });
  const signIn = useMutation({
    mutationFn: (data: SignInInput) => api('POST /api/auth/signin', { body: data }),
    onSuccess: (signedIn) => {
      queryClient.setQueryData(AUTH_USER_KEY, signedIn);
      navigate(returnTo, { replace: true });
    },
  });

  if (user && !signIn.isPending && !signIn.isSuccess) return <Navigate to={returnTo} replace />;

  const { errors } = form.formState;
  // An identity-provider sign-in that came back here says why (until the form is used).
  const problem = params.get('error');
  const providerFailure =
    problem && Object.hasOwn(SIGN_IN_PROBLEMS, problem) && signIn.isIdle
      ? t(SIGN_IN_PROBLEMS[problem as keyof typeof SIGN_IN_PROBLEMS])
      : null;
  const failure = signIn.isError ? errorMessage(signIn.error, t('auth.signIn.failed')) : providerFailure;
  // After a password reset (issue 24 item 8), until the form is used.
  const resetDone = params.get('reset') === 'done' && signIn.isIdle;
  const switchLink = returnTo === '/' ? '/sign-up' : `/sign-up?returnTo=${encodeURIComponent(returnTo)}`;

  return (
    <AuthLayout
      title={t('auth.signIn.title')}
      subtitle={t('auth.signIn.subtitle')}
      footer={
        <p className="text-muted-foreground">
          {t('auth.signIn.noAccount')}{' '}
          <Link to={switchLink} className="font-semibold text-primary underline-offset-4 hover:underline">
            {t('auth.signIn.toSignUp')}
          </Link>
        </p>
      }
    >
      {resetDone && (
        <p role="status" className="mb-5 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900 text-sm">
          {t('accountRecovery.signIn.resetDone')}
        </p>
      )}
      <form noValidate onSubmit={form.handleSubmit((data) => signIn.mutate(data))} className="flex flex-col gap-5">
        <FormField label={t('auth.field.email')} error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <FormField label={t('auth.field.password')} error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <p className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className="font-semibold text-primary underline-offset-4 hover:underline">
            {t('accountRecovery.signIn.forgot')}
          </Link>
        </p>
        <FormAlert message={failure} />
        <Button type="submit" size="lg" disabled={signIn.isPending}>
          {signIn.isPending ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
