/**
 * Loyalty points by phone (SPEC §2 "Loyalty program", §4, §5, §8): pick a vendor with a loyalty
 * program, enter a phone, Check Points → balance, next reward, transaction count, rewards with
 * Redeem / 'Need N more' / 'Inactive', and the latest 10 transactions. Redeeming shows the
 * redemption code and reloads the balance and history.
 *
 * The phone must be verified by a texted code (DESIGN §10.1): Check Points asks for the code
 * inline when this browser's verified phone is another (or none), and so do the balance,
 * history and redeem calls when the server answers 401 `phone_unverified`; each then continues
 * (the lookup opens, the reward is redeemed). The verified phone shows with a "Not you?" sign-out.
 */
import { LOYALTY_POINTS_PER_DOLLAR } from '@shared/constants.js';
import { formatPhone, normalizePhone } from '@shared/phone.js';
import type { RedeemResult, Reward } from '@shared/schemas/loyalty.js';
import { PhoneSchema } from '@shared/schemas/preorders.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Award, Gift, Receipt, Search, Sparkles, Ticket, Trophy } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadFailedNote } from '@/components/layout/page-states';
import { PageIntro, PublicPage } from '@/components/layout/site-header';
import { discountText, formatCount, nextReward } from '@/components/loyalty/format';
import { LoyaltyExplainer } from '@/components/loyalty/loyalty-explainer';
import { PointsEverywhere } from '@/components/loyalty/points-everywhere';
import { PointsHistory } from '@/components/loyalty/points-history';
import { RedemptionCode } from '@/components/loyalty/redemption-code';
import { RewardCard } from '@/components/loyalty/reward-card';
import { VendorPicker } from '@/components/loyalty/vendor-picker';
import { AccountPhone } from '@/components/phone/account-phone';
import { usePhoneSession } from '@/components/phone/phone-session';
import { VerifiedPhoneBar } from '@/components/phone/verified-phone-bar';
import { VerifyPhone } from '@/components/phone/verify-phone';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PhoneInput } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { SectionHeading } from '@/components/ui/titled-section';
import { ApiError, api, errorMessage, isApiError, OfflineError } from '@/lib/api';
import { t } from '@/lib/i18n';
import { LOYALTY_KEYS, PHONE_POINTS_KEY, VENDORS_QUERY_KEY } from '@/lib/query-keys';
import { useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { toast } from '@/lib/use-toast';
import { useApiQuery } from '@/lib/use-api-query';

interface Lookup {
  /** Normalised digits. */
  phone: string;
  vendorId: number;
}


export function LoyaltyProgram() {
  useDocumentTitle(t('loyaltyPage.title'));
  const vendors = useApiQuery({ queryKey: VENDORS_QUERY_KEY });
  const loyaltyVendors = (vendors.data ?? []).filter((e) => e.vendor.hasLoyaltyProgram);
  const [phone, setPhone] = useState('');
  const [vendorId, setVendorId] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined);
  const [lookup, setLookup] = useState<Lookup | null>(null);
  /** A lookup waiting for the code: its phone is not the one this browser verified. */
  const [pending, setPending] = useState<Lookup | null>(null);
  const me = usePhoneSession();
  const auth = useAuth();
  const verified = me.data?.phone ?? null;
  const prefilled = useRef(false);
  useEffect(() => {
    if (!verified || prefilled.current) return;
    prefilled.current = true;
    setPhone((current) => current || formatPhone(verified));
  }, [verified]);

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (!phone.trim() || !vendorId) {
      toast({
        title: t('loyaltyPage.missing.title'),
        description: t('loyaltyPage.missing.description'),
        variant: 'destructive',
      });
      return;
    }
    const parsed = PhoneSchema.safeParse(phone);
    if (!parsed.success) {
      setPhoneError(parsed.error.issues[0]?.message);
      return;
    }
    setPhoneError(undefined);
    const next = { phone: normalizePhone(phone), vendorId: Number(vendorId) };
    if (next.phone === verified) {
      setPending(null);
      setLookup(next);
    } else {
      setLookup(null);
      setPending(next);
    }
  };

  const selectedVendor = lookup ? loyaltyVendors.find((e) => e.vendor.id === lookup.vendorId)?.vendor : undefined;

  return (
    <PublicPage>
      <div className="flex flex-col gap-8">
        <PageIntro
          icon={Sparkles}
          eyebrow={t('loyaltyPage.eyebrow')}
          title={t('loyaltyPage.title')}
          subtitle={t('loyaltyPage.subtitle')}
        />

        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Card className="p-5 sm:p-6">
            <SectionHeading icon={Gift}>{t('loyaltyPage.form.title')}</SectionHeading>
            {verified && (
              <VerifiedPhoneBar
                phone={verified}
                className="mt-4"
                onSignedOut={() => {
                  setLookup(null);
                  setPending(null);
                  setPhone('');
                }}
              />
            )}
            <form noValidate onSubmit={check} className="mt-5 flex flex-col gap-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label={t('loyaltyPage.form.phone')} description={t('loyaltyPage.form.phoneHint')} error={phoneError}>
                  <PhoneInput
                    value={phone}
                    onChange={(e) => setPhone(e.target.value)}
                    placeholder={t('loyaltyPage.form.phonePlaceholder')}
                  />
                </FormField>
                <FormField
                  label={t('loyaltyPage.form.vendor')}
                  description={
                    vendors.isError
                      ? t('loyaltyPage.form.vendorsError')
                      : vendors.data && loyaltyVendors.length === 0
                        ? t('loyaltyPage.form.noVendors')
                        : t('loyaltyPage.form.vendorHint')
                  }
                >
                  <VendorPicker
                    vendors={loyaltyVendors}
                    value={vendorId}
                    onChange={setVendorId}
                    disabled={loyaltyVendors.length === 0}
                  />
                </FormField>
              </div>
              <Button type="submit" size="lg" className="sm:self-start">
                <Search aria-hidden="true" />
                {t('loyaltyPage.form.submit')}
              </Button>
            </form>
            {pending && (
              <VerifyPhone
                key={`${pending.phone}-${pending.vendorId}`}
                className="mt-5"
                headingLevel={3}
                initialPhone={formatPhone(pending.phone)}
                intro={t('phoneUi.loyalty.needCode', { phone: formatPhone(pending.phone) })}
                onCancel={() => setPending(null)}
                onVerified={(digits) => {
                  setPending(null);
                  setPhone(formatPhone(digits));
                  setLookup({ phone: digits, vendorId: pending.vendorId });
                }}
              />
            )}
          </Card>
          <div className="flex flex-col gap-6">
            {verified && (
              <PointsEverywhere
                phone={verified}
                onOpen={(id) => {
                  if (lookup?.phone === verified && lookup.vendorId === id) {
                    // Already below: bring it into view as a new lookup would.
                    const heading = document.getElementById('results-title');
                    heading?.focus({ preventScroll: true });
                    heading?.scrollIntoView({ block: 'start' });
                    return;
                  }
                  setVendorId(String(id));
                  setPhone(formatPhone(verified));
                  setPending(null);
                  setLookup({ phone: verified, vendorId: id });
                }}
              />
            )}
            <LoyaltyExplainer />
          </div>
        </div>

        {auth.user && <AccountPhone />}

        {lookup && (
          <LoyaltyResults
            key={`${lookup.phone}-${lookup.vendorId}`}
            lookup={lookup}
            vendorName={selectedVendor?.businessName ?? ''}
            phoneField={phone}
            onLookupChange={setLookup}
          />
        )}
      </div>
    </PublicPage>
  );
}

function LoyaltyResults({
  lookup,
  vendorName,
  phoneField,
  onLookupChange,
}: {
  lookup: Lookup;
  vendorName: string;
  phoneField: string;
  onLookupChange: (lookup: Lookup) => void;
}) {
  const queryClient = useQueryClient();
  const query = { vendorId: lookup.vendorId };
  const params = { phone: lookup.phone };
  const balance = useQuery({
    queryKey: LOYALTY_KEYS.balance(lookup),
    queryFn: ({ signal }) => api('GET /api/loyalty/balance/:phone', { params, query }, { signal }),
  });
  const transactions = useQuery({
    queryKey: LOYALTY_KEYS.transactions(lookup),
    queryFn: ({ signal }) => api('GET /api/loyalty/transactions/:phone', { params, query }, { signal }),
  });
  const rewards = useQuery({
    queryKey: LOYALTY_KEYS.rewards(lookup.vendorId),
    queryFn: ({ signal }) => api('GET /api/loyalty/rewards', { query }, { signal }),
  });
  const [confirming, setConfirming] = useState<Reward | null>(null);
  const [redeemed, setRedeemed] = useState<RedeemResult | null>(null);
  // The results appear below the form (about 1,000 px lower on a phone): once they are in, they
  // scroll into view and their heading takes focus, so a screen reader reads them next.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ready = Boolean(balance.data && transactions.data && rewards.data);
  useEffect(() => {
    if (!ready) return;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, [ready]);
  /** A redemption the server refused for want of a verified phone: done again after the code. */
  const [redeemAfterCode, setRedeemAfterCode] = useState<Reward | null>(null);

  const redeem = useMutation({
    mutationFn: ({ reward, phone }: { reward: Reward; phone: string }) =>
      api('POST /api/loyalty/redeem', { body: { phone, rewardId: reward.id } }),
    onSuccess: async (result, { phone }) => {
      setConfirming(null);
      setRedeemed(result);
      toast({
        title: t('loyaltyPage.redeemed.title'),
        description: t('loyaltyPage.redeemed.description', { reward: result.reward.name, code: result.redemptionCode }),
        variant: 'success',
      });
      const digits = normalizePhone(phone);
      if (digits !== lookup.phone) onLookupChange({ phone: digits, vendorId: lookup.vendorId });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: LOYALTY_KEYS.all }),
        queryClient.invalidateQueries({ queryKey: PHONE_POINTS_KEY }),
      ]);
    },
    onError: (error, { reward }) => {
      setConfirming(null);
      if (isApiError(error, 401, 'phone_unverified')) {
        setRedeemAfterCode(reward);
        return;
      }
      if (error instanceof ApiError) {
        toast({
          title: t('loyaltyPage.redeemFailed.title'),
          description: errorMessage(error, t('loyaltyPage.redeemFailed.fallback')),
          variant: 'destructive',
        });
      } else {
        toast({
          title: t('loyaltyPage.redeemError.title'),
          // Offline says so; any other failure gets SPEC's text.
          description: error instanceof OfflineError ? error.message : t('loyaltyPage.redeemFailed.fallback'),
          variant: 'destructive',
        });
      }
    },
  });

  const askToRedeem = (reward: Reward) => {
    if (!phoneField.trim()) {
      toast({
        title: t('loyaltyPage.phoneRequired.title'),
        description: t('loyaltyPage.phoneRequired.description'),
        variant: 'destructive',
      });
      return;
    }
    setConfirming(reward);
  };

  const failed = balance.error ?? transactions.error ?? rewards.error;
  if ([balance.error, transactions.error].some((e) => isApiError(e, 401, 'phone_unverified'))) {
    return (
      <VerifyPhone
        initialPhone={formatPhone(lookup.phone)}
        intro={t('phoneUi.loyalty.needCode', { phone: formatPhone(lookup.phone) })}
        onVerified={(digits) => {
          if (digits !== lookup.phone) onLookupChange({ phone: digits, vendorId: lookup.vendorId });
          else void queryClient.invalidateQueries({ queryKey: LOYALTY_KEYS.all });
        }}
      />
    );
  }
  if (failed) {
    return (
      <LoadFailedNote>
        {t('loyaltyPage.lookupError', { message: errorMessage(failed, t('errors.internal')) })}
      </LoadFailedNote>
    );
  }
  if (!balance.data || !transactions.data || !rewards.data) {
    return (
      <div className="flex flex-col gap-4" role="status">
        <span className="sr-only">{t('common.loading')}</span>
        <div className="grid gap-4 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-32 rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-48 rounded-xl" />
      </div>
    );
  }

  const points = balance.data.balance;
  const next = nextReward(rewards.data, points);
  const txCount = transactions.data.length;

  return (
    <section aria-labelledby="results-title" className="flex flex-col gap-6" data-testid="loyalty-results">
      <div>
        <h2 id="results-title" ref={headingRef} tabIndex={-1} className="font-extrabold text-2xl tracking-tight outline-none">
          {t('loyaltyPage.results.title', { vendor: vendorName })}
        </h2>
        <p className="text-muted-foreground text-sm">{t('loyaltyPage.results.for', { phone: formatPhone(lookup.phone) })}</p>
      </div>

      {redeemAfterCode && (
        <VerifyPhone
          initialPhone={formatPhone(lookup.phone)}
          intro={t('phoneUi.loyalty.needCodeRedeem')}
          onCancel={() => setRedeemAfterCode(null)}
          onVerified={(digits) => {
            const reward = redeemAfterCode;
            setRedeemAfterCode(null);
            redeem.mutate({ reward, phone: digits });
          }}
        />
      )}

      {redeemed && (
        <RedemptionCode result={redeemed} vendorId={lookup.vendorId} vendorName={vendorName} onDismiss={() => setRedeemed(null)} />
      )}

      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Stat icon={Award} label={t('loyaltyPage.stats.balance')} tone="bg-primary-soft text-primary-soft-foreground">
          <p className="font-extrabold text-4xl tabular-nums tracking-tight" data-testid="loyalty-balance">
            {formatCount(points)}
          </p>
          <p className="text-muted-foreground text-sm">
            {t('loyaltyPage.stats.balanceHint', { points: LOYALTY_POINTS_PER_DOLLAR })}
          </p>
        </Stat>
        <Stat icon={Trophy} label={t('loyaltyPage.stats.nextReward')} tone="bg-amber-100 text-amber-900">
          {next ? (
            <div data-testid="loyalty-next-reward">
              <p className="font-bold text-lg leading-snug">{next.name}</p>
              <p className="text-muted-foreground text-sm">
                {discountText(next)} · {t('loyaltyPage.stats.toGo', { count: formatCount(next.pointsRequired - points) })}
              </p>
              <progress
                className="mt-2 h-2 w-full appearance-none overflow-hidden rounded-full [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-sand-200 [&::-webkit-progress-value]:bg-accent"
                max={next.pointsRequired}
                value={points}
                aria-label={t('loyaltyPage.stats.progress', { reward: next.name })}
              />
            </div>
          ) : (
            <p className="font-bold text-lg" data-testid="loyalty-next-reward">
              {rewards.data.length > 0 ? t('loyaltyPage.stats.allUnlocked') : t('loyaltyPage.stats.noRewards')}
            </p>
          )}
        </Stat>
        <Stat icon={Receipt} label={t('loyaltyPage.stats.transactions')} tone="bg-accent-soft text-accent-hover">
          <p className="font-extrabold text-4xl tabular-nums tracking-tight" data-testid="loyalty-transaction-count">
            {formatCount(txCount)}
          </p>
          <p className="text-muted-foreground text-sm">{t('loyaltyPage.stats.transactionsHint')}</p>
        </Stat>
      </ul>

      <section aria-labelledby="rewards-title" className="flex flex-col gap-4">
        <SectionHeading id="rewards-title" icon={Ticket}>
          {t('loyaltyPage.rewards.title')}
        </SectionHeading>
        {rewards.data.length === 0 ? (
          <p className="rounded-xl border border-border border-dashed px-6 py-8 text-center text-muted-foreground">
            {t('loyaltyPage.rewards.empty')}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {rewards.data.map((reward) => (
              <RewardCard
                key={reward.id}
                reward={reward}
                balance={points}
                busy={redeem.isPending}
                onRedeem={askToRedeem}
              />
            ))}
          </ul>
        )}
      </section>

      <PointsHistory transactions={transactions.data} />

      <ConfirmDialog
        role="dialog"
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming ? t('loyaltyPage.confirm.title', { reward: confirming.name }) : ''}
        description={
          confirming &&
          t('loyaltyPage.confirm.body', {
            points: formatCount(confirming.pointsRequired),
            phone: formatPhone(lookup.phone),
            left: formatCount(Math.max(points - confirming.pointsRequired, 0)),
            vendor: vendorName,
          })
        }
        cancelLabel={t('loyaltyPage.confirm.cancel')}
        confirmLabel={redeem.isPending ? t('loyaltyPage.confirm.redeeming') : t('loyaltyPage.confirm.redeem')}
        icon={<Ticket aria-hidden="true" />}
        pending={redeem.isPending}
        onConfirm={() => confirming && redeem.mutate({ reward: confirming, phone: lookup.phone })}
      />
    </section>
  );
}

function Stat({
  icon: Icon,
  label,
  tone,
  children,
}: {
  icon: typeof Award;
  label: string;
  tone: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-warm">
      <div className="flex items-center gap-2">
        <span className={`flex size-9 items-center justify-center rounded-lg ${tone}`}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h3 className="font-semibold text-muted-foreground text-sm">{label}</h3>
      </div>
      {children}
    </li>
  );
}
