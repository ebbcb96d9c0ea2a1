/**
 * Writing a post (issue 19 item 2): the kind (photo / tip / check-in), the text with its count,
 * an optional vendor from the live ones, up to 4 photos through the upload pipeline. Checked with
 * the server's own schema first; the server's answer (a code and a message) is shown as it comes.
 */
import { POST_CONTENT_MAX, POST_MAX_PHOTOS, POST_TYPES, PostCreateSchema, type PostType } from '@shared/schemas/posts.js';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { PhotoUploader } from '@/components/vendor/photo-uploader';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { api, errorMessage, handleUnauthorized, isUnauthorizedError } from '@/lib/api';
import { t } from '@/lib/i18n';
import { VENDORS_QUERY_KEY } from '@/lib/query-keys';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import { POSTS_KEY } from './use-posts';
import { useApiQuery } from '@/lib/use-api-query';

export function PostComposer() {
  const id = useId();
  const queryClient = useQueryClient();
  const vendors = useApiQuery({ queryKey: VENDORS_QUERY_KEY, staleTime: 60_000 });
  const [type, setType] = useState<PostType>('tip');
  const [content, setContent] = useState('');
  const [vendorId, setVendorId] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const body = { type, content, photos, vendorId: vendorId ? Number(vendorId) : null };
    const checked = PostCreateSchema.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? t('posts.composer.failed'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api('POST /api/posts', { body: checked.data });
      setContent('');
      setPhotos([]);
      setVendorId('');
      toast({ variant: 'success', title: t('posts.composer.posted') });
      await queryClient.invalidateQueries({ queryKey: POSTS_KEY });
    } catch (e) {
      if (isUnauthorizedError(e)) handleUnauthorized();
      else setError(errorMessage(e, t('posts.composer.failed')));
    } finally {
      setBusy(false);
    }
  };

  const live = [...(vendors.data ?? [])].sort((a, b) => a.vendor.businessName.localeCompare(b.vendor.businessName));
  return (
    <form
      className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-xs"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="post-composer"
    >
      <h2 id={`${id}-title`} className="font-display font-semibold text-lg">
        {t('posts.composer.title')}
      </h2>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">{t('posts.composer.type')}</legend>
        <div className="flex flex-wrap gap-2">
          {POST_TYPES.map((value) => (
            <Button
              key={value}
              type="button"
              size="sm"
              variant={type === value ? 'default' : 'outline'}
              aria-pressed={type === value}
              className="rounded-full"
              onClick={() => setType(value)}
            >
              {t(`posts.type.${value}`)}
            </Button>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-content`} className="font-medium text-sm">
          {t('posts.composer.content')}
        </label>
        <Textarea
          id={`${id}-content`}
          value={content}
          rows={3}
          maxLength={POST_CONTENT_MAX}
          placeholder={t('posts.composer.placeholder')}
          aria-describedby={`${id}-count`}
          onChange={(e) => setContent(e.target.value)}
        />
        <p id={`${id}-count`} className={cn('text-right text-muted-foreground text-xs', content.length >= POST_CONTENT_MAX && 'text-destructive')}>
          {t('posts.composer.count', { count: content.length, max: POST_CONTENT_MAX })}
        </p>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-vendor`} className="font-medium text-sm">
          {t('posts.composer.vendor')}
        </label>
        <select
          id={`${id}-vendor`}
          value={vendorId}
          onChange={(e) => setVendorId(e.target.value)}
          className="h-10 w-full rounded-lg border border-input bg-card px-3 text-base shadow-xs sm:text-sm"
        >
          <option value="">{t('posts.composer.noVendor')}</option>
          {live.map((v) => (
            <option key={v.vendor.id} value={v.vendor.id}>
              {v.vendor.businessName}
            </option>
          ))}
        </select>
      </div>
      <PhotoUploader
        label={t('posts.composer.photos')}
        labelHint={t('posts.composer.photosHint')}
        max={POST_MAX_PHOTOS}
        value={photos}
        onChange={setPhotos}
        onBusyChange={setUploading}
      />
      {error && (
        <p role="alert" className="text-destructive text-sm" data-testid="post-error">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy || uploading} className="justify-self-start">
        <Send aria-hidden="true" />
        {busy ? t('posts.composer.posting') : t('posts.composer.submit')}
      </Button>
    </form>
  );
}
