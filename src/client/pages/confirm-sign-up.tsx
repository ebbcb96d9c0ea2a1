/**
 * The sign-up e-mail's link (issue 43 item 9; decision 0052): /confirm-sign-up?token=…[&returnTo=…].
 * A button makes the account and signs in (not the page load: mail scanners open links), then
 * the page goes where sign-up was started from. A used, old or broken link says so, with the way on.
 */
import { safeReturnTo } from '@shared/return-to.js';
import { SIGN_UP_PROBLEMS, type SignUpProblemCode } from '@shared/schemas/auth.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { AuthLayout, FormAlert } from '@/components/layout/auth-layout';
import { Button } from '@/components/ui/button';
import { ApiError, api, errorMessage } from '@/lib/api';
import { t } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AUTH_USER_KEY } from '@/lib/query-keys';

function linkProblem(error: unknown): SignUpProblemCode | null {
  if (!(error instanceof ApiError) || !error.code) return null;
  return Object.hasOwn(SIGN_UP_PROBLEMS, error.code) ? (error.code as SignUpProblemCode) : null;
}

const linkClass = 'font-semibold text-primary underline-offset-4 hover:underline';

export function ConfirmSignUp() {
  useDocumentTitle(t('signUpConfirm.documentTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const returnTo = safeReturnTo(params.get('returnTo'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => api('POST /api/auth/signup/confirm', { body: { token } }),
    onSuccess: (created) => {
      queryClient.setQueryData(AUTH_USER_KEY, created);
      navigate(returnTo, { replace: true });
    },
  });

  const problem = confirm.isError ? linkProblem(confirm.error) : null;
  const failure = !token
    ? t('signUpConfirm.missingToken')
    : problem
      ? t(SIGN_UP_PROBLEMS[problem])
      : confirm.isError
        ? errorMessage(confirm.error, t('signUpConfirm.failed'))
        : null;
  const qs = returnTo === '/' ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
  const footer =
    problem === 'account_exists' || problem === 'invalid_token' ? (
      <span className="flex flex-wrap justify-center gap-x-4 gap-y-2">
        <Link to={`/sign-in${qs}`} className={linkClass}>
          {t('auth.signUp.toSignIn')}
        </Link>
        <Link to={problem === 'account_exists' ? '/forgot-password' : `/sign-up${qs}`} className={linkClass}>
          {problem === 'account_exists' ? t('accountRecovery.signIn.forgot') : t('signUpConfirm.signUpAgain')}
        </Link>
      </span>
    ) : (
      <Link to={`/sign-up${qs}`} className={linkClass}>
        {t('signUpConfirm.signUpAgain')}
      </Link>
    );

  return (
    <AuthLayout title={t('signUpConfirm.title')} subtitle={failure ? '' : t('signUpConfirm.subtitle')} footer={footer}>
      <div className="flex flex-col gap-5">
        <FormAlert message={failure} />
        <Button
          type="button"
          size="lg"
          disabled={!token || confirm.isPending || problem !== null}
          onClick={() => confirm.mutate()}
        >
          {confirm.isPending ? t('signUpConfirm.submitting') : t('signUpConfirm.submit')}
        </Button>
      </div>
    </AuthLayout>
  );
}
