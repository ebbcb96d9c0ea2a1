/** Account creation (DESIGN §3): e-mail, password of 8+ characters, first and optional last name. */
import { zodResolver } from '@hookform/resolvers/zod';
import { safeReturnTo } from '@shared/return-to.js';
import { type SignUp as SignUpInput, SignUpSchema, type User } from '@shared/schemas/auth.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from '@/lib/router';
import { AuthLayout, FormAlert } from '@/components/auth-layout';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { apiRequest, errorMessage } from '@/lib/api';
import { t } from '@/lib/i18n';
import { useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AUTH_USER_KEY } from '@/lib/query-keys';

export function SignUp() {
  useDocumentTitle(t('auth.signUp.documentTitle'));
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();

  const form = useForm<z.input<typeof SignUpSchema>, unknown, SignUpInput>({
    resolver: zodResolver(SignUpSchema),
    defaultValues: { email: '', password: '', firstName: '', lastName: '' },
  });
  const signUp = useMutation({
    mutationFn: (data: SignUpInput) =>
      apiRequest<User>('POST', '/api/auth/signup', { ...data, lastName: data.lastName || undefined }),
    onSuccess: (created) => {
      queryClient.setQueryData(AUTH_USER_KEY, created);
      navigate(returnTo, { replace: true });
    },
  });

  if (user && !signUp.isPending && !signUp.isSuccess) return <Navigate to={returnTo} replace />;

  const { errors } = form.formState;
  const failure = signUp.isError ? errorMessage(signUp.error, t('auth.signUp.failed')) : null;
  const switchLink = returnTo === '/' ? '/sign-in' : `/sign-in?returnTo=${encodeURIComponent(returnTo)}`;

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
