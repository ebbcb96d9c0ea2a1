/**
 * "Check a reward code" on the vendor's preorder desk (DESIGN §10.1): POST
 * /api/vendors/:id/redemptions/check {code} → the reward and when it was marked used (200),
 * "already used" (409 `code_used`) or "not found" (404), told apart by status and code.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, CircleX, ScanLine, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatDateTime } from '@/components/ordering/format';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TitledSection } from '@/components/ui/titled-section';
import { api, errorMessage, handleUnauthorized, isApiError, isUnauthorizedError } from '@/lib/api';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** Built on first render: messages may load after this module. */
const rewardCheckSchema = () =>
  z.object({ code: z.string().trim().min(1, t('phoneUi.rewardCheck.required')).max(64, t('phoneUi.rewardCheck.notFoundBody')) });
type RewardCheckInput = z.input<ReturnType<typeof rewardCheckSchema>>;
type RewardCheckOutput = z.output<ReturnType<typeof rewardCheckSchema>>;

type Result =
  | { kind: 'valid'; rewardName: string; redeemedAt: string; code: string }
  | { kind: 'used'; code: string }
  | { kind: 'notFound'; code: string }
  | { kind: 'failed'; message: string };

export function RewardCheck({ vendorId }: { vendorId: number }) {
  const [schema] = useState(rewardCheckSchema);
  const form = useForm<RewardCheckInput, unknown, RewardCheckOutput>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
  });
  const [result, setResult] = useState<Result | null>(null);
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setResult(null);
    try {
      const answer = await api('POST /api/vendors/:id/redemptions/check', { params: { id: vendorId }, body: { code } });
      setResult({ kind: 'valid', rewardName: answer.rewardName, redeemedAt: answer.redeemedAt, code });
    } catch (error) {
      if (isUnauthorizedError(error)) {
        handleUnauthorized();
        return;
      }
      if (isApiError(error, 409, 'code_used')) setResult({ kind: 'used', code });
      else if (isApiError(error, 404)) setResult({ kind: 'notFound', code });
      else setResult({ kind: 'failed', message: t('phoneUi.rewardCheck.failed', { message: errorMessage(error, t('errors.internal')) }) });
    }
  });

  return (
    <TitledSection
      titleId="reward-check-title"
      title={t('phoneUi.rewardCheck.title')}
      icon={ScanLine}
      description={t('phoneUi.rewardCheck.intro')}
      testId="reward-check"
      className="flex flex-col gap-4 rounded-xl p-4 sm:p-5"
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:max-w-xl sm:flex-row sm:items-start">
        <FormField label={t('phoneUi.rewardCheck.code')} error={form.formState.errors.code?.message} className="flex-1">
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="font-bold font-mono uppercase tracking-widest"
            {...form.register('code')}
          />
        </FormField>
        <Button type="submit" disabled={busy} className="sm:mt-7">
          <BusyIcon busy={busy} icon={ScanLine} />
          {busy ? t('phoneUi.rewardCheck.checking') : t('phoneUi.rewardCheck.submit')}
        </Button>
      </form>
      <div role="status" aria-live="polite" className="sm:max-w-xl" data-testid="reward-check-result">
        {result && <ResultBox result={result} />}
      </div>
    </TitledSection>
  );
}

function ResultBox({ result }: { result: Result }) {
  const tone =
    result.kind === 'valid'
      ? 'border-green-200 bg-green-50 text-green-950'
      : result.kind === 'used'
        ? 'border-yellow-300 bg-yellow-50 text-yellow-950'
        : 'border-red-200 bg-red-50 text-red-900';
  const Icon = result.kind === 'valid' ? CircleCheck : result.kind === 'used' ? TriangleAlert : CircleX;
  const [title, body] =
    result.kind === 'valid'
      ? [
          t('phoneUi.rewardCheck.valid', { reward: result.rewardName }),
          t('phoneUi.rewardCheck.validBody', { time: formatDateTime(result.redeemedAt) }),
        ]
      : result.kind === 'used'
        ? [t('phoneUi.rewardCheck.used'), t('phoneUi.rewardCheck.usedBody')]
        : result.kind === 'notFound'
          ? [t('phoneUi.rewardCheck.notFound'), t('phoneUi.rewardCheck.notFoundBody')]
          : [result.message, ''];
  return (
    <div className={cn('flex gap-3 rounded-lg border px-4 py-3', tone)} data-result={result.kind}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-bold">{title}</p>
        {body && <p className="text-sm">{body}</p>}
        {'code' in result && <p className="mt-1 break-all font-mono text-xs opacity-80">{result.code.toUpperCase()}</p>}
      </div>
    </div>
  );
}
