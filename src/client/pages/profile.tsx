/**
 * The signed-in customer's profile (DESIGN §10.3, decision 0041) at /profile: a short bio, dietary
 * restrictions (the map home's "Fits my diet"), preferred cuisines (first in the map's list) and
 * up to 10 favourite vendors picked from those on the map, shown as cards linking to their menus.
 * One form (react-hook-form with the server's own zod schema), saved with PATCH /api/me/profile.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { FAVORITE_VENDORS_MAX, PROFILE_BIO_MAX, PROFILE_CUISINES } from '@shared/profile.js';
import { type Profile, ProfileUpdateSchema } from '@shared/schemas/profiles.js';
import type { VendorListEntry } from '@shared/schemas/vendors.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, RefreshCw, Store, UtensilsCrossed, X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/layout/auth-layout';
import { BadgeShelf } from '@/components/challenges/badge-shelf';
import { DietaryCheckboxes } from '@/components/dietary-checkboxes';
import { PublicPage } from '@/components/layout/site-header';
import { Spinner } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { api, errorMessage } from '@/lib/api';
import { t } from '@/lib/i18n';
import { cuisineLabel } from '@/lib/labels';
import { MY_CHALLENGES_KEY, MY_PROFILE_KEY, VENDORS_QUERY_KEY } from '@/lib/query-keys';
import { Link } from '@/lib/router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import { useApiQuery } from '@/lib/use-api-query';

type FormInput = z.input<typeof ProfileUpdateSchema>;
type Output = z.output<typeof ProfileUpdateSchema>;

export function ProfilePage() {
  useDocumentTitle(t('profile.title'));
  const profile = useQuery({ queryKey: MY_PROFILE_KEY, queryFn: ({ signal }) => api('GET /api/me/profile', {}, { signal }) });
  const vendors = useApiQuery({ queryKey: VENDORS_QUERY_KEY });
  const challenges = useQuery({ queryKey: MY_CHALLENGES_KEY, queryFn: ({ signal }) => api('GET /api/me/challenges', {}, { signal }) });
  return (
    <PublicPage className="max-w-3xl">
      <div className="mb-6 flex flex-col gap-2">
        <Link to="/" className="inline-flex w-fit items-center gap-1.5 text-muted-foreground text-sm hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('profile.back')}
        </Link>
        <h1 className="font-extrabold text-2xl tracking-tight sm:text-3xl">{t('profile.title')}</h1>
        <p className="text-muted-foreground">{t('profile.subtitle')}</p>
      </div>
      {/* Issue 19 item 3: the badge shelf, with the way to every challenge. */}
      {challenges.data && (
        <div className="mb-6 flex flex-col gap-2">
          <BadgeShelf data={challenges.data} />
          <Link to="/challenges" className="w-fit font-semibold text-primary text-sm underline-offset-4 hover:underline">
            {t('challenges.nav')}
          </Link>
        </div>
      )}
      {profile.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-border bg-card p-6">
          <p className="font-semibold">{t('profile.loadFailed')}</p>
          <Button variant="outline" onClick={() => profile.refetch()}>
            <RefreshCw aria-hidden="true" />
            {t('profile.retry')}
          </Button>
        </div>
      ) : profile.data ? (
        <ProfileForm profile={profile.data} vendors={vendors.data ?? []} />
      ) : (
        <div className="flex flex-col gap-4" aria-busy="true">
          <p role="status" className="sr-only">
            {t('profile.loading')}
          </p>
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      )}
    </PublicPage>
  );
}

const chipClass =
  'inline-flex h-9 cursor-pointer items-center rounded-full border border-input bg-card px-4 font-semibold text-sm transition-colors hover:border-primary/50 peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2';

function ProfileForm({ profile, vendors }: { profile: Profile; vendors: VendorListEntry[] }) {
  const queryClient = useQueryClient();
  const form = useForm<FormInput, unknown, Output>({
    resolver: zodResolver(ProfileUpdateSchema),
    defaultValues: {
      bio: profile.bio ?? '',
      dietaryRestrictions: profile.dietaryRestrictions,
      preferredCuisines: profile.preferredCuisines,
      favoriteVendors: profile.favoriteVendors,
    },
  });
  const { errors } = form.formState;
  const bio = form.watch('bio') ?? '';

  const save = useMutation({
    mutationFn: (values: Output) => api('PATCH /api/me/profile', { body: values }),
    onSuccess: (saved) => {
      queryClient.setQueryData(MY_PROFILE_KEY, saved);
      form.reset({ ...saved, bio: saved.bio ?? '' });
      toast({ title: t('profile.saved'), variant: 'success' });
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="flex flex-col gap-6">
      <Card className="flex flex-col gap-2 p-5">
        <FormField
          label={t('profile.bio.label')}
          error={errors.bio?.message}
          description={t('profile.bio.hint')}
        >
          <Textarea rows={4} maxLength={PROFILE_BIO_MAX + 50} {...form.register('bio', { setValueAs: (v: string) => v })} />
        </FormField>
        <p className={cn('text-right text-xs tabular-nums', bio.length > PROFILE_BIO_MAX ? 'text-destructive' : 'text-muted-foreground')}>
          {t('profile.bio.count', { count: bio.length })}
        </p>
      </Card>

      <Card className="p-5">
        <ProfileFieldset legend={t('profile.diet.legend')} hint={t('profile.diet.hint')} error={errors.dietaryRestrictions?.message}>
          <Controller
            control={form.control}
            name="dietaryRestrictions"
            render={({ field }) => <DietaryCheckboxes value={field.value ?? []} onChange={field.onChange} />}
          />
        </ProfileFieldset>
      </Card>

      <Card className="p-5">
        <ProfileFieldset legend={t('profile.cuisines.legend')} hint={t('profile.cuisines.hint')} error={errors.preferredCuisines?.message}>
          <Controller
            control={form.control}
            name="preferredCuisines"
            render={({ field }) => {
              const list = (field.value ?? []) as string[];
              return (
                <ul className="flex flex-wrap gap-2" data-testid="cuisine-chips">
                  {PROFILE_CUISINES.map((cuisine) => (
                    <li key={cuisine}>
                      <label>
                        <input
                          type="checkbox"
                          className="peer sr-only"
                          checked={list.includes(cuisine)}
                          data-testid={`cuisine-${cuisine}`}
                          onChange={(e) =>
                            field.onChange(e.target.checked ? [...list, cuisine] : list.filter((x) => x !== cuisine))
                          }
                        />
                        <span className={chipClass}>{cuisineLabel(cuisine)}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              );
            }}
          />
        </ProfileFieldset>
      </Card>

      <Card className="p-5">
        <FavoriteVendors form={form} vendors={vendors} />
      </Card>

      <FormAlert message={save.isError ? errorMessage(save.error, t('profile.saveFailed')) : null} />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending && <Spinner />}
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}

/** One part of the form: a legend, its hint (read with the group) and the part's error. */
function ProfileFieldset({ legend, hint, error, children }: { legend: string; hint: string; error?: string; children: ReactNode }) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} className="flex flex-col gap-3">
      <legend className="font-bold text-lg">{legend}</legend>
      <p id={hintId} className="-mt-2 text-muted-foreground text-sm">
        {hint}
      </p>
      {children}
      {error && <p className="font-medium text-destructive text-sm">{error}</p>}
    </fieldset>
  );
}

/** The favourite vendors as cards (with a link to the menu and a remove button) and a picker of the others. */
function FavoriteVendors({ form, vendors }: { form: UseFormReturn<FormInput, unknown, Output>; vendors: VendorListEntry[] }) {
  const pickerId = useId();
  const chosen = (form.watch('favoriteVendors') ?? []) as number[];
  const byId = new Map(vendors.map((e) => [e.vendor.id, e.vendor]));
  const others = vendors.filter((e) => !chosen.includes(e.vendor.id));
  const full = chosen.length >= FAVORITE_VENDORS_MAX;
  const set = (next: number[]) => form.setValue('favoriteVendors', next, { shouldDirty: true, shouldValidate: true });
  return (
    <ProfileFieldset
      legend={t('profile.favorites.legend')}
      hint={full ? t('profile.favorites.full') : t('profile.favorites.hint')}
      error={form.formState.errors.favoriteVendors?.message}
    >
      {chosen.length === 0 ? (
        <p className="rounded-lg border border-border border-dashed px-4 py-6 text-center text-muted-foreground text-sm">
          {t('profile.favorites.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="favorite-vendors">
          {chosen.map((id) => {
            const vendor = byId.get(id);
            if (!vendor) return null;
            return (
              <li key={id} className="flex items-start gap-3 rounded-xl border border-border bg-card p-3 shadow-xs">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                  <Store className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">{vendor.businessName}</p>
                  <p className="truncate text-muted-foreground text-sm">{cuisineLabel(vendor.cuisine)}</p>
                  <Link
                    to={`/guest-preorder?vendor=${vendor.id}`}
                    className="mt-1 inline-flex items-center gap-1 font-semibold text-primary text-sm underline-offset-4 hover:underline"
                  >
                    <UtensilsCrossed className="size-3.5" aria-hidden="true" />
                    {t('profile.favorites.menu')}
                    <span className="sr-only">: {vendor.businessName}</span>
                  </Link>
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  onClick={() => set(chosen.filter((x) => x !== id))}
                  aria-label={t('profile.favorites.remove', { name: vendor.businessName })}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-col gap-2">
        <Label htmlFor={pickerId}>{t('profile.favorites.add')}</Label>
        <Select value="" onValueChange={(value) => set([...chosen, Number(value)])} disabled={full || others.length === 0}>
          <SelectTrigger id={pickerId} className="w-full sm:w-80" data-testid="favorite-picker">
            <SelectValue placeholder={t('profile.favorites.choose')} />
          </SelectTrigger>
          <SelectContent>
            {others.map(({ vendor }) => (
              <SelectItem key={vendor.id} value={String(vendor.id)}>
                <span className="flex items-center gap-2">
                  <Store className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span className="truncate">{vendor.businessName}</span>
                  <span className="truncate text-muted-foreground text-xs">{cuisineLabel(vendor.cuisine)}</span>
                </span>
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </ProfileFieldset>
  );
}
