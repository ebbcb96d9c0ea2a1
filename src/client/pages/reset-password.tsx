/**
 * Choose a new password (issue 24 item 8): opened from the e-mail's link /reset-password?token=….
 * The password follows the sign-up rules (the same zod field); on success every session of the
 * account has ended, so the page goes to sign-in with a notice. A used or old link says so, with
 * a way to ask for a new one.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { RESET_PROBLEMS, type ResetProblemCode, ResetPasswordSchema } from '@shared/schemas/account-recovery.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { AuthLayout, FormAlert } from '@/components/layout/auth-layout';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError, api, errorMessage } from '@/lib/api';
import { t } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AUTH_USER_KEY } from '@/lib/query-keys';

const NewPasswordSchema = ResetPasswordSchema.pick({ password: true });
type NewPassword = z.infer<typeof NewPasswordSchema>;

/** Where sign-in shows "Your password has been changed". */
export const SIGN_IN_AFTER_RESET = '/sign-in?reset=done';

function tokenProblem(error: unknown): ResetProblemCode | null {
  if (!(error instanceof ApiError) || !error.code) return null;
  return Object.hasOwn(RESET_PROBLEMS, error.code) ? (error.code as ResetProblemCode) : null;
}

export function ResetPassword() {
  useDocumentTitle(t('accountRecovery.reset.documentTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof NewPasswordSchema>, unknown, NewPassword>({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { password: '' },
  });
  const reset = useMutation({
    mutationFn: (data: NewPassword) => api('POST /api/auth/reset-password', { body: { token, password: data.password } }),
    onSuccess: () => {
      // Every session of the account has ended, this browser's too.
      queryClient.setQueryData(AUTH_USER_KEY, null);
      navigate(SIGN_IN_AFTER_RESET, { replace: true });
    },
  });

  const askAgain = (
    <Link to="/forgot-password" className="font-semibold text-primary underline-offset-4 hover:underline">
      {t('accountRecovery.reset.askAgain')}
    </Link>
  );
  const problem = reset.isError ? tokenProblem(reset.error) : null;
  const failure = !token
    ? t('accountRecovery.reset.missingToken')
    : problem
      ? t(RESET_PROBLEMS[problem])
      : reset.isError
        ? errorMessage(reset.error, t('accountRecovery.reset.failed'))
        : null;
  const { errors } = form.formState;

  return (
    <AuthLayout
      title={t('accountRecovery.reset.title')}
      subtitle={t('accountRecovery.reset.subtitle')}
      footer={
        !token || problem ? (
          askAgain
        ) : (
          <Link to="/sign-in" className="font-semibold text-primary underline-offset-4 hover:underline">
            {t('accountRecovery.backToSignIn')}
          </Link>
        )
      }
    >
      <form noValidate onSubmit={form.handleSubmit((data) => reset.mutate(data))} className="flex flex-col gap-5">
        <FormField
          label={t('accountRecovery.reset.newPassword')}
          error={errors.password?.message}
          description={t('auth.field.passwordHint')}
        >
          <Input type="password" autoComplete="new-password" disabled={!token} {...form.register('password')} />
        </FormField>
        <FormAlert message={failure} />
        <Button type="submit" size="lg" disabled={!token || reset.isPending}>
          {reset.isPending ? t('accountRecovery.reset.submitting') : t('accountRecovery.reset.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
