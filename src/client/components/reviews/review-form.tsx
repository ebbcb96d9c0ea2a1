/**
 * Write or edit a review (issue 19 item 1), loaded when asked: stars (the tracking page's
 * StarRating, a radio group), optional
 * food / service / value, a comment with its count, up to 4 photos through the upload pipeline,
 * checked with the server's own schema. The vendor's detail, reviews and the customer's own review
 * reload after saving.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_COMMENT_MAX, REVIEW_MAX_PHOTOS } from '@shared/constants.js';
import { type OwnReview, ReviewCreateSchema } from '@shared/schemas/reviews.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { StarRating } from '@/components/ordering/star-rating';
import { PhotoUploader } from '@/components/vendor/photo-uploader';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { api, showErrorNotice } from '@/lib/api';
import { numberFormat, t } from '@/lib/i18n';
import { vendorDetailKey } from '@/lib/query-keys';
import { toast } from '@/lib/use-toast';

type FormInput = z.input<typeof ReviewCreateSchema>;
type Output = z.output<typeof ReviewCreateSchema>;

const SUB_RATINGS = [
  ['foodQualityRating', 'reviews.form.food'],
  ['serviceRating', 'reviews.form.service'],
  ['valueRating', 'reviews.form.value'],
] as const;

export default function ReviewForm({
  vendorId,
  vendorName,
  existing,
  onDone,
}: {
  vendorId: number;
  vendorName: string;
  existing: OwnReview | null;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<FormInput, unknown, Output>({
    resolver: zodResolver(ReviewCreateSchema),
    defaultValues: {
      rating: existing?.rating ?? (undefined as unknown as number),
      foodQualityRating: existing?.foodQualityRating ?? null,
      serviceRating: existing?.serviceRating ?? null,
      valueRating: existing?.valueRating ?? null,
      comment: existing?.comment ?? '',
      photos: existing?.photos ?? [],
    },
  });
  const [uploadsBusy, setUploadsBusy] = useState(false);
  const [uploadsError, setUploadsError] = useState<string | undefined>();
  const onUploadsBusyChange = useCallback((busy: boolean) => {
    setUploadsBusy(busy);
    if (!busy) setUploadsError(undefined);
  }, []);
  const { errors } = form.formState;
  const comment = form.watch('comment') ?? '';

  const save = useMutation({
    mutationFn: (values: Output) =>
      existing
        ? api('PATCH /api/reviews/:id', { params: { id: existing.reviewId }, body: values })
        : api('POST /api/vendors/:id/reviews', { params: { id: vendorId }, body: values }),
    onSuccess: () => {
      toast({ title: t(existing ? 'reviews.form.saved' : 'reviews.form.posted'), variant: 'success' });
      onDone();
    },
    onError: (error) => showErrorNotice(error, t('reviews.form.failed'), { preferServerMessage: true }),
    // The detail (rating, latest reviews), the pages and the customer's own review, all under the vendor's key.
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorDetailKey(vendorId) }),
  });

  return (
    <form
      noValidate
      aria-label={t('reviews.form.title', { vendor: vendorName })}
      data-testid="review-form"
      className="flex flex-col gap-4 rounded-lg border border-border bg-white p-4"
      onSubmit={form.handleSubmit((values) => {
        if (uploadsBusy) {
          setUploadsError(t('reviews.form.waitForPhotos'));
          return;
        }
        save.mutate(values);
      })}
    >
      <div>
        <h4 className="font-bold">{t('reviews.form.title', { vendor: vendorName })}</h4>
        <p className="text-muted-foreground text-sm">{t('reviews.form.description')}</p>
      </div>
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarRating
            label={t('reviews.form.rating')}
            value={field.value}
            onChange={(n) => field.onChange(n ?? undefined)}
            error={errors.rating?.message}
            size="lg"
          />
        )}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        {SUB_RATINGS.map(([name, key]) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => <StarRating label={t(key)} value={field.value} onChange={field.onChange} optional />}
          />
        ))}
      </div>
      <FormField
        label={
          <>
            {t('reviews.form.comment')} <span className="font-normal text-muted-foreground">{t('reviewForm.optional')}</span>
          </>
        }
        error={errors.comment?.message}
        description={t('reviews.form.count', { count: numberFormat().format(comment.length) })}
      >
        <Textarea rows={4} maxLength={REVIEW_COMMENT_MAX + 100} placeholder={t('reviews.form.commentPlaceholder')} {...form.register('comment')} />
      </FormField>
      <Controller
        control={form.control}
        name="photos"
        render={({ field }) => (
          <PhotoUploader
            label={t('reviews.form.photos')}
            labelHint={t('reviews.form.photosHint')}
            max={REVIEW_MAX_PHOTOS}
            value={field.value ?? []}
            onChange={field.onChange}
            onBusyChange={onUploadsBusyChange}
            error={uploadsBusy ? uploadsError : errors.photos?.message}
          />
        )}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('reviews.form.saving') : t(existing ? 'reviews.form.save' : 'reviews.form.submit')}
        </Button>
      </div>
    </form>
  );
}
