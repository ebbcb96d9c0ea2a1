/**
 * "Confirm it's your phone" (DESIGN §10.1), used inline wherever a phone must be verified: the
 * phone → "Text me a code" (POST /api/phone/verify) → one code field (numeric keyboard,
 * autocomplete="one-time-code", checks itself on the 6th digit: POST /api/phone/verify/check)
 * → `onVerified(phone)`, so the caller continues where the customer was. "Resend" waits for a
 * countdown. Errors are chosen by status and code, never by message text, and announced.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { formatPhone, normalizePhone } from '@shared/phone.js';
import { PhoneSchema } from '@shared/schemas/preorders.js';
import { useQueryClient } from '@tanstack/react-query';
import { MessageSquareText, RotateCcw, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, PhoneInput } from '@/components/ui/input';
import { ApiError, api, errorMessage, isApiError } from '@/lib/api';
import { t } from '@/lib/i18n';
import { PHONE_ME_KEY } from '@/lib/query-keys';
import { cn } from '@/lib/utils';
import type { VerifiedPhone } from './phone-session';

/** Seconds before "Resend" is offered again (the server allows 3 codes per 15 minutes). */
export const RESEND_AFTER_SECONDS = 30;
const CODE_LENGTH = 6;

const PhoneFormSchema = z.object({ phone: PhoneSchema });
type PhoneForm = z.input<typeof PhoneFormSchema>;

/** What went wrong asking for a code, by status and code. */
export function sendErrorText(error: unknown): string {
  if (isApiError(error, 400, 'invalid_phone')) return t('phoneUi.error.invalidPhone');
  if (isApiError(error, 429, 'too_many_codes')) return t('phoneUi.error.tooManyCodes');
  if (isApiError(error, 429)) return t('phoneUi.error.rateLimited');
  if (isApiError(error, 400)) return t('phoneUi.error.invalidPhone');
  return otherError(error, t('phoneUi.error.sendFailed'));
}

/** What went wrong checking a code, by status and code. */
export function checkErrorText(error: unknown): string {
  if (isApiError(error, 400, 'invalid_code')) return t('phoneUi.error.invalidCode');
  if (isApiError(error, 429)) return t('phoneUi.error.rateLimited');
  if (isApiError(error, 400)) return t('phoneUi.error.invalidCode');
  return otherError(error, t('phoneUi.error.checkFailed'));
}

/** Offline and network failures say so; a server failure gets our own line. */
function otherError(error: unknown, fallback: string): string {
  return error instanceof ApiError ? fallback : errorMessage(error, fallback);
}

type Step = { kind: 'phone' } | { kind: 'code'; phone: string; expiresInSeconds: number; resentAt: number };

export function VerifyPhone({
  initialPhone = '',
  onVerified,
  onCancel,
  intro,
  title = t('phoneUi.verify.title'),
  className,
  headingLevel = 2,
}: {
  /** The number the customer already typed (shown in the field, still editable). */
  initialPhone?: string;
  /** Runs after the server accepted the code, with the verified phone's digits. */
  onVerified: (phone: string) => void;
  onCancel?: () => void;
  /** Why the code is needed here; defaults to a general line. */
  intro?: string;
  title?: string;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const queryClient = useQueryClient();
  const titleId = useId();
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [sending, setSending] = useState(false);
  const form = useForm<PhoneForm>({ resolver: zodResolver(PhoneFormSchema), defaultValues: { phone: initialPhone } });

  const send = async (phone: string, resend: boolean) => {
    setSending(true);
    setError(null);
    try {
      const answer = await api('POST /api/phone/verify', { body: { phone } });
      const digits = normalizePhone(phone);
      setStep({ kind: 'code', phone: digits, expiresInSeconds: answer.expiresInSeconds, resentAt: Date.now() });
      setStatus(
        resend
          ? t('phoneUi.verify.resent', { phone: formatPhone(digits) })
          : t('phoneUi.verify.sent', {
              phone: formatPhone(digits),
              minutes: Math.max(1, Math.round(answer.expiresInSeconds / 60)),
            }),
      );
    } catch (failure) {
      setError(sendErrorText(failure));
    } finally {
      setSending(false);
    }
  };

  const onPhoneSubmit = form.handleSubmit(({ phone }) => send(phone, false));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-xl border border-primary/30 bg-primary-soft/40 p-4 sm:p-5', className)}
      data-testid="verify-phone"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-card text-primary shadow-xs">
          <ShieldCheck className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <Heading id={titleId} className="font-extrabold text-lg tracking-tight">
            {title}
          </Heading>
          <p className="text-muted-foreground text-sm">{intro ?? t('phoneUi.verify.intro')}</p>
        </div>
      </div>

      <p role="status" className={cn('text-sm', status ? 'mt-3 font-medium' : 'sr-only')} data-testid="verify-status">
        {status}
      </p>
      {step.kind === 'phone' ? (
        <form noValidate onSubmit={onPhoneSubmit} className="mt-4 flex flex-col gap-3 sm:max-w-xl sm:flex-row sm:items-start">
          <FormField
            label={t('phoneUi.verify.phone')}
            error={form.formState.errors.phone?.message}
            className="flex-1"
          >
            <PhoneInput
              placeholder={t('phoneUi.verify.phonePlaceholder')}
              {...form.register('phone')}
            />
          </FormField>
          <div className="flex flex-wrap gap-2 sm:mt-7">
            <Button type="submit" disabled={sending} className="flex-1 sm:flex-none">
              <BusyIcon busy={sending} icon={MessageSquareText} />
              {sending ? t('phoneUi.verify.sending') : t('phoneUi.verify.send')}
            </Button>
            {onCancel && (
              <Button variant="ghost" onClick={onCancel}>
                {t('phoneUi.verify.cancel')}
              </Button>
            )}
          </div>
        </form>
      ) : (
        <CodeStep
          key={step.resentAt}
          step={step}
          sending={sending}
          onResend={() => void send(step.phone, true)}
          onChangeNumber={() => {
            setStep({ kind: 'phone' });
            setStatus('');
            setError(null);
          }}
          onError={setError}
          onStatus={setStatus}
          onVerified={(verified) => {
            queryClient.setQueryData<VerifiedPhone | null>(PHONE_ME_KEY, verified);
            onVerified(verified.phone);
          }}
        />
      )}

      <p
        role="alert"
        className={cn(error ? 'mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-900 text-sm' : 'sr-only')}
        data-testid="verify-error"
      >
        {error ?? ''}
      </p>
    </section>
  );
}

function CodeStep({
  step,
  sending,
  onResend,
  onChangeNumber,
  onError,
  onStatus,
  onVerified,
}: {
  step: Extract<Step, { kind: 'code' }>;
  sending: boolean;
  onResend: () => void;
  onChangeNumber: () => void;
  onError: (error: string | null) => void;
  onStatus: (status: string) => void;
  onVerified: (verified: VerifiedPhone) => void;
}) {
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const left = useCountdown(step.resentAt, RESEND_AFTER_SECONDS);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const check = async (value: string) => {
    if (checking || value.length !== CODE_LENGTH) return;
    setChecking(true);
    onError(null);
    onStatus(t('phoneUi.verify.checking'));
    try {
      const verified = await api('POST /api/phone/verify/check', { body: { phone: step.phone, code: value } });
      onStatus(t('phoneUi.verify.verified'));
      onVerified({ phone: normalizePhone(verified?.phone ?? step.phone) });
    } catch (failure) {
      onStatus('');
      onError(checkErrorText(failure));
      setInvalid(true);
      setCode('');
      setChecking(false);
      input.current?.focus();
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void check(code);
      }}
      className="mt-4 flex flex-col gap-3"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField label={t('phoneUi.verify.code')} description={t('phoneUi.verify.codeHint')} className="sm:w-64">
          <Input
            ref={input}
            name="one-time-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={CODE_LENGTH + 4}
            value={code}
            disabled={checking}
            aria-invalid={invalid && code.length === 0 ? true : undefined}
            className="h-12 max-w-64 font-bold font-mono text-2xl tracking-[0.4em] sm:text-2xl"
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH);
              setCode(digits);
              setInvalid(false);
              if (digits.length === CODE_LENGTH) void check(digits);
            }}
          />
        </FormField>
        <Button type="submit" disabled={checking || code.length !== CODE_LENGTH} className="sm:mt-7 sm:h-12">
          <BusyIcon busy={checking} icon={ShieldCheck} />
          {t('phoneUi.verify.confirm')}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button variant="outline" size="sm" disabled={left > 0 || sending || checking} onClick={onResend}>
          <RotateCcw aria-hidden="true" />
          {left > 0 ? t('phoneUi.verify.resendIn', { seconds: left }) : t('phoneUi.verify.resend')}
        </Button>
        <Button variant="link" size="sm" className="px-0" disabled={checking} onClick={onChangeNumber}>
          {t('phoneUi.verify.changeNumber')}
        </Button>
      </div>
    </form>
  );
}

/** Whole seconds left until `from + seconds`, ticking once a second. */
function secondsLeft(from: number, seconds: number): number {
  return Math.max(0, Math.ceil((from + seconds * 1000 - Date.now()) / 1000));
}

function useCountdown(from: number, seconds: number): number {
  const [left, setLeft] = useState(() => secondsLeft(from, seconds));
  useEffect(() => {
    const timer = setInterval(() => {
      const next = secondsLeft(from, seconds);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [from, seconds]);
  return left;
}
