/**
 * The review of a completed order (DESIGN §5): overall rating (required), service, food quality,
 * value and timeliness (optional), would recommend, comment → POST /api/preorder-reviews. Once
 * rated, the tracking page shows the submitted review instead.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { PreorderReviewCreateSchema, type TrackedPreorder } from '@shared/schemas/preorders.js';
import { useMutation } from '@tanstack/react-query';
import { MessageSquareHeart, Star, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { SectionHeading, TitledSection } from '@/components/ui/titled-section';
import { api, errorMessage, isApiError } from '@/lib/api';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import { formatDate } from './format';
import { StarRating } from './star-rating';

/** The server's schema, with a plainer message when no overall rating was chosen. */
const ReviewFormSchema = PreorderReviewCreateSchema.extend({
  rating: z
    .number({ error: () => t('reviewForm.ratingRequired') })
    .int()
    .min(1, { error: () => t('reviewForm.ratingRequired') })
    .max(5, { error: () => t('reviewForm.ratingRequired') }),
});
type ReviewInput = z.input<typeof ReviewFormSchema>;
type ReviewOutput = z.output<typeof ReviewFormSchema>;

const subRatings = [
  { name: 'serviceRating', label: 'reviewForm.service' },
  { name: 'foodQualityRating', label: 'reviewForm.foodQuality' },
  { name: 'valueRating', label: 'reviewForm.value' },
  { name: 'timelinessRating', label: 'reviewForm.timeliness' },
] as const;

export function ReviewForm({
  trackingToken,
  vendorName,
  onSubmitted,
}: {
  trackingToken: string;
  vendorName: string;
  /** After a successful review, or when the server says it was already rated. */
  onSubmitted: () => void;
}) {
  const form = useForm<ReviewInput, unknown, ReviewOutput>({
    resolver: zodResolver(ReviewFormSchema),
    defaultValues: {
      trackingToken,
      rating: undefined,
      serviceRating: null,
      foodQualityRating: null,
      valueRating: null,
      timelinessRating: null,
      wouldRecommend: true,
      comment: '',
    },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: (body: ReviewOutput) => api('POST /api/preorder-reviews', { body }),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await submit.mutateAsync(values);
      toast({
        title: t('reviewForm.thanks.title'),
        description: t('reviewForm.thanks.description', { vendor: vendorName }),
        variant: 'success',
      });
      onSubmitted();
    } catch (error) {
      const message = errorMessage(error, t('reviewForm.failed'));
      setFailure(message);
      toast({ title: t('reviewForm.failed'), description: message, variant: 'destructive' });
      if (isApiError(error, 409, 'already_reviewed')) onSubmitted();
    }
  });

  const { errors } = form.formState;
  return (
    <TitledSection titleId="review-title" testId="review-form">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
          <MessageSquareHeart className="size-5" aria-hidden="true" />
        </span>
        <div>
          <SectionHeading id="review-title">{t('reviewForm.title')}</SectionHeading>
          <p className="text-muted-foreground text-sm">{t('reviewForm.description', { vendor: vendorName })}</p>
        </div>
      </div>
      <form noValidate onSubmit={onSubmit} className="mt-5 flex flex-col gap-5">
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarRating
              label={t('reviewForm.overall')}
              value={field.value}
              onChange={(v) => field.onChange(v ?? undefined)}
              error={errors.rating?.message}
              size="lg"
            />
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          {subRatings.map(({ name, label }) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <StarRating
                  label={t(label)}
                  value={field.value}
                  onChange={field.onChange}
                  optional
                  error={errors[name]?.message}
                />
              )}
            />
          ))}
        </div>
        <Controller
          control={form.control}
          name="wouldRecommend"
          render={({ field }) => (
            <fieldset>
              <legend className="mb-2 font-semibold text-sm">{t('reviewForm.recommend', { vendor: vendorName })}</legend>
              <div className="flex gap-2">
                {[
                  { v: true, label: t('reviewForm.yes'), icon: ThumbsUp },
                  { v: false, label: t('reviewForm.no'), icon: ThumbsDown },
                ].map(({ v, label, icon: Icon }) => (
                  <label
                    key={label}
                    className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-4 font-semibold text-sm transition-colors hover:bg-secondary has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:checked]:text-primary-soft-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2"
                  >
                    <input
                      type="radio"
                      name="wouldRecommend"
                      className="sr-only"
                      checked={field.value === v}
                      onChange={() => field.onChange(v)}
                    />
                    <Icon className="size-4" aria-hidden="true" />
                    {label}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        />
        <FormField label={t('reviewForm.comment')} error={errors.comment?.message}>
          <Textarea rows={3} placeholder={t('reviewForm.commentPlaceholder')} {...form.register('comment')} />
        </FormField>
        {failure && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900 text-sm">
            {failure}
          </p>
        )}
        <Button type="submit" size="lg" disabled={submit.isPending} className="self-start">
          <BusyIcon busy={submit.isPending} icon={Star} />
          {submit.isPending ? t('reviewForm.submitting') : t('reviewForm.submit')}
        </Button>
      </form>
    </TitledSection>
  );
}

/** The review this order already has. */
export function ReviewSummary({ review }: { review: NonNullable<TrackedPreorder['review']> }) {
  const parts = [
    { label: t('reviewForm.service'), value: review.serviceRating },
    { label: t('reviewForm.foodQuality'), value: review.foodQualityRating },
    { label: t('reviewForm.value'), value: review.valueRating },
    { label: t('reviewForm.timeliness'), value: review.timelinessRating },
  ].filter((p) => p.value !== null);
  return (
    <TitledSection titleId="submitted-review-title" title={t('reviewForm.submitted.title')} testId="submitted-review">
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Stars value={review.rating} />
        <span className="font-semibold">{t('reviewForm.submitted.rated', { rating: review.rating })}</span>
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 font-semibold text-xs',
            review.wouldRecommend ? 'bg-green-100 text-green-900' : 'bg-stone-100 text-stone-800',
          )}
        >
          {review.wouldRecommend ? (
            <ThumbsUp className="size-3" aria-hidden="true" />
          ) : (
            <ThumbsDown className="size-3" aria-hidden="true" />
          )}
          {review.wouldRecommend ? t('reviewForm.submitted.recommends') : t('reviewForm.submitted.notRecommends')}
        </span>
      </div>
      {parts.length > 0 && (
        <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
          {parts.map((p) => (
            <div key={p.label} className="flex items-center justify-between gap-3 rounded-lg bg-sand-50 px-3 py-2">
              <dt className="text-muted-foreground">{p.label}</dt>
              <dd className="font-semibold">{t('reviewForm.submitted.rated', { rating: p.value ?? 0 })}</dd>
            </div>
          ))}
        </dl>
      )}
      {review.comment && <blockquote className="mt-4 border-primary border-l-4 pl-4 italic">{review.comment}</blockquote>}
      <p className="mt-3 text-muted-foreground text-xs">
        {t('reviewForm.submitted.on', { date: formatDate(review.createdAt) })}
      </p>
    </TitledSection>
  );
}

function Stars({ value }: { value: number }) {
  return (
    <span className="flex" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={cn('size-5', n <= value ? 'fill-amber-400 text-amber-600' : 'fill-transparent text-stone-400')}
        />
      ))}
    </span>
  );
}
