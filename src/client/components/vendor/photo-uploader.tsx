/**
 * A photo picker that uploads on pick (issue 24 item 7, decision 0022; SPEC §5 had a manual
 * start): pick or drop images, see them as thumbnails, follow a progress bar per file. The picked files are checked first
 * (count, duplicates, type, 10 MB; SPEC §8 messages), uploads run up to UPLOAD_PARALLEL at a time
 * with lib/upload.ts's retries, and the page says when the connection drops or comes back.
 * `value` holds the uploaded images' URLs (what profileImageUrl / menuImageUrls keep).
 */
import { UPLOAD_PARALLEL } from '@shared/constants.js';
import { UPLOAD_IMAGE_EXTENSIONS, UPLOAD_IMAGE_TYPES, uploadMaxSizeLabel } from '@shared/schemas/uploads.js';
import { CircleAlert, ImagePlus, RotateCcw, Wifi, WifiOff, X } from 'lucide-react';
import { type DragEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { handleUnauthorized, isApiError, isUnauthorizedError } from '@/lib/api';
import { t } from '@/lib/i18n';
import { uploadImage, validateImageFiles } from '@/lib/upload';
import { isOffline } from '@/lib/use-online';
import { cn } from '@/lib/utils';

type ItemStatus = 'ready' | 'uploading' | 'failed';

interface PickedItem {
  id: string;
  file: File;
  preview: string;
  status: ItemStatus;
  loaded: number;
  total: number;
}

interface Notice {
  id: number;
  text: string;
}

export interface PhotoUploaderProps {
  /** The group's name, e.g. 'Profile photo'. */
  label: string;
  /** Shown after the name, e.g. '(optional)'. */
  labelHint?: string;
  /** 1 (profile) or 5 (menu photos). */
  max: number;
  /** URLs of the photos already uploaded. */
  value: string[];
  onChange: (urls: string[]) => void;
  /** Told whether picked photos still wait for (or are in) upload, so a form can hold its submit. */
  onBusyChange?: (busy: boolean) => void;
  /** A form-level message about this group (e.g. "upload the photos you picked first"). */
  error?: string;
}

const ACCEPT = [...UPLOAD_IMAGE_TYPES, ...UPLOAD_IMAGE_EXTENSIONS].join(',');

let nextId = 0;

export function PhotoUploader({ label, labelHint, max, value, onChange, onBusyChange, error }: PhotoUploaderProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [items, setItems] = useState<PickedItem[]>([]);
  const [notices, setNotices] = useState<Notice[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  // The newest value and items, for uploads that finish one after another.
  const valueRef = useRef(value);
  valueRef.current = value;
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const controllers = useRef(new Map<string, AbortController>());

  const busy = items.length > 0;
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  // Previews are object URLs: released when an item leaves and when the picker goes away.
  useEffect(
    () => () => {
      for (const c of controllers.current.values()) c.abort();
      for (const item of itemsRef.current) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  const patchItem = useCallback((id: string, patch: Partial<PickedItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  const removeItem = useCallback((id: string) => {
    setNotices([]);
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    setItems((list) => {
      const gone = list.find((item) => item.id === id);
      if (gone) URL.revokeObjectURL(gone.preview);
      return list.filter((item) => item.id !== id);
    });
  }, []);

  function addFiles(files: File[]) {
    if (files.length === 0) return;
    const existing = [...items.map((item) => item.file), ...value.map((url) => ({ name: url, size: -1, type: '' }))];
    const { accepted, problems } = validateImageFiles(existing, files, max);
    setNotices(problems.map((p) => ({ id: nextId++, text: t(p.key, p.params) })));
    if (accepted.length === 0) return;
    const picked = accepted.map((file) => ({
      id: `photo-${nextId++}`,
      file,
      preview: URL.createObjectURL(file),
      status: 'ready' as const,
      loaded: 0,
      total: file.size,
    }));
    setItems((list) => [...list, ...picked]);
    // Uploaded on pick: no separate button to press before saving.
    void startUpload(picked, false);
  }

  async function uploadOne(item: PickedItem): Promise<void> {
    const controller = new AbortController();
    controllers.current.set(item.id, controller);
    patchItem(item.id, { status: 'uploading', loaded: 0 });
    try {
      const url = await uploadImage(item.file, {
        signal: controller.signal,
        onProgress: ({ loaded, total }) => patchItem(item.id, { loaded, total }),
      });
      if (controller.signal.aborted) return;
      valueRef.current = [...valueRef.current, url];
      onChange(valueRef.current);
      controllers.current.delete(item.id);
      URL.revokeObjectURL(item.preview);
      setItems((list) => list.filter((i) => i.id !== item.id));
    } catch (err) {
      controllers.current.delete(item.id);
      if (controller.signal.aborted) return;
      if (isUnauthorizedError(err)) {
        handleUnauthorized();
        return;
      }
      patchItem(item.id, { status: 'failed' });
      setNotices((list) => [
        ...list,
        {
          id: nextId++,
          // The account's upload quota (decision 0014): say so, a retry now would fail again.
          text: isApiError(err, 429, 'upload_quota') ? t('uploads.error.quota') : t('uploads.error.failed', { name: item.file.name }),
        },
      ]);
    }
  }

  async function startUpload(picked: PickedItem[], clearNotices = true) {
    const queue = [...picked];
    if (queue.length === 0) return;
    if (clearNotices) setNotices([]);
    const workers = Array.from({ length: Math.min(UPLOAD_PARALLEL, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await uploadOne(next);
    });
    await Promise.all(workers);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    addFiles(Array.from(event.dataTransfer.files));
  }

  const full = value.length + items.length >= max;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={describedBy}>
      <legend className="mb-2 font-semibold text-foreground text-sm">
        {label}
        {labelHint && <span className="font-normal text-muted-foreground"> {labelHint}</span>}
      </legend>
      <p id={hintId} className="-mt-2 text-muted-foreground text-sm">
        {t(max === 1 ? 'vendorUi.photos.hintOne' : 'vendorUi.photos.hintMany', { max, size: uploadMaxSizeLabel })}
      </p>

      {(value.length > 0 || items.length > 0) && (
        <ul className={cn('grid gap-3', max === 1 ? 'grid-cols-[repeat(auto-fill,minmax(9rem,10rem))]' : 'grid-cols-2 sm:grid-cols-3')}>
          {value.map((url, index) => (
            <li key={url} className="relative overflow-hidden rounded-lg border border-border bg-sand-100">
              <img
                src={url}
                alt={max === 1 ? label : t('vendorUi.photos.altNumbered', { label, n: index + 1 })}
                className="aspect-[4/3] w-full object-cover"
              />
              <Button
                variant="secondary"
                size="icon"
                className="absolute top-1.5 right-1.5 size-8 rounded-full bg-card/95 shadow-sm"
                aria-label={
                  max === 1 ? t('vendorUi.photos.removeOne', { label }) : t('vendorUi.photos.remove', { n: index + 1 })
                }
                onClick={() => onChange(value.filter((u) => u !== url))}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
          {items.map((item) => {
            const percent = item.total > 0 ? Math.round((item.loaded / item.total) * 100) : 0;
            return (
              <li key={item.id} className="relative overflow-hidden rounded-lg border border-border bg-card">
                <img
                  src={item.preview}
                  alt={t('vendorUi.photos.pickedAlt', { name: item.file.name })}
                  className={cn('aspect-[4/3] w-full object-cover', item.status !== 'failed' && 'opacity-80')}
                />
                <div className="flex flex-col gap-1.5 p-2">
                  <p className="truncate text-xs font-medium" title={item.file.name}>
                    {item.file.name}
                  </p>
                  {item.status !== 'failed' && (
                    <div
                      role="progressbar"
                      aria-label={t('vendorUi.photos.progress', { name: item.file.name })}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={percent}
                      className="h-2 overflow-hidden rounded-full bg-sand-200"
                    >
                      <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
                    </div>
                  )}
                  {item.status === 'failed' && (
                    <Button variant="outline" size="sm" className="h-7 px-2 text-xs" onClick={() => startUpload([item])}>
                      <RotateCcw aria-hidden="true" className="size-3.5" />
                      {t('vendorUi.photos.retry')}
                    </Button>
                  )}
                </div>
                <Button
                  variant="secondary"
                  size="icon"
                  className="absolute top-1.5 right-1.5 size-8 rounded-full bg-card/95 shadow-sm"
                  aria-label={t('vendorUi.photos.removePicked', { name: item.file.name })}
                  onClick={() => removeItem(item.id)}
                >
                  <X className="size-4" aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}

      {!full && (
        // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the labelled file input is the way in for everyone
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-5 text-center transition-colors sm:flex-row sm:text-left',
            dragging ? 'border-accent bg-accent-soft' : 'border-input bg-sand-50',
          )}
        >
          <ImagePlus className="size-7 shrink-0 text-accent" aria-hidden="true" />
          <div className="flex flex-1 flex-col items-center gap-2 sm:flex-row sm:items-center">
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={ACCEPT}
              multiple={max > 1}
              aria-label={label}
              aria-describedby={describedBy}
              className="peer sr-only"
              onChange={(event) => {
                addFiles(Array.from(event.target.files ?? []));
                event.target.value = '';
              }}
            />
            <label
              htmlFor={inputId}
              className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-3 font-semibold text-sm shadow-xs transition-colors hover:bg-secondary peer-focus-visible:outline-2 peer-focus-visible:outline-ring peer-focus-visible:outline-offset-2"
            >
              {t(max === 1 ? 'vendorUi.photos.chooseOne' : 'vendorUi.photos.chooseMany')}
            </label>
            <span className="text-muted-foreground text-sm">{t('vendorUi.photos.orDrop')}</span>
          </div>
        </div>
      )}

      <div aria-live="polite" className="flex flex-col gap-2 empty:hidden">
        {notices.map((notice) => (
          <p
            key={notice.id}
            className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-900 text-sm"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="flex-1">{notice.text}</span>
            <button
              type="button"
              className="-my-1 -mr-1 inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-red-100"
              aria-label={t('common.dismissNotification')}
              onClick={() => setNotices((list) => list.filter((n) => n.id !== notice.id))}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </p>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * SPEC §8's connection notices for the photo pickers: 'No Internet connection' while the browser
 * is offline, 'Connected to the Internet' for a few seconds once it is back.
 */
export function ConnectionNotice() {
  const [connection, setConnection] = useState<'online' | 'offline' | null>(() =>
    isOffline() ? 'offline' : null,
  );
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offline = () => {
      clearTimeout(timer);
      setConnection('offline');
    };
    const online = () => {
      setConnection('online');
      clearTimeout(timer);
      timer = setTimeout(() => setConnection(null), 5000);
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return (
    <div aria-live="polite" className="empty:hidden">
      {connection && (
        <p
          className={cn(
            'flex items-center gap-2 rounded-lg border px-3 py-2 text-sm',
            connection === 'offline'
              ? 'border-yellow-300 bg-yellow-50 text-yellow-900'
              : 'border-green-200 bg-green-50 text-green-900',
          )}
        >
          {connection === 'offline' ? (
            <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          ) : (
            <Wifi className="size-4 shrink-0" aria-hidden="true" />
          )}
          {t(connection === 'offline' ? 'uploads.status.offline' : 'uploads.status.online')}
        </p>
      )}
    </div>
  );
}
