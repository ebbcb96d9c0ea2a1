/**
 * The feed's pages (GET /api/posts, cursor pages): all posts, or those tagged with one vendor.
 * Every feed query starts with POSTS_KEY, so a new post or a hidden one refreshes them all.
 */
import type { PublicPost } from '@shared/schemas/posts.js';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/lib/api';

export const POSTS_KEY = ['/api/posts'] as const;
export const postsKey = (vendorId?: number) => [POSTS_KEY[0], vendorId ?? 'all'] as const;

export function usePosts(options: { vendorId?: number; enabled?: boolean } = {}) {
  const { vendorId, enabled = true } = options;
  const query = useInfiniteQuery({
    queryKey: postsKey(vendorId),
    // The first page has no cursor ('' is left out of the address).
    queryFn: ({ pageParam, signal }) => api('GET /api/posts', { query: { vendorId, cursor: pageParam || undefined } }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
    staleTime: 30_000,
  });
  const posts = useMemo(() => {
    const seen = new Set<number>();
    const all: PublicPost[] = [];
    for (const p of query.data?.pages.flatMap((page) => page.posts) ?? []) {
      if (seen.has(p.id)) continue;
      seen.add(p.id);
      all.push(p);
    }
    return all;
  }, [query.data]);
  return { ...query, posts };
}
