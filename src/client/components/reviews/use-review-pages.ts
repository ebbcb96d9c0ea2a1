/** A vendor's reviews a page at a time, newest first (GET /api/vendors/:id/reviews, cursor pages). */
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { reviewPagesKey } from '@/lib/query-keys';

export function useReviewPages(vendorId: number, options: { enabled?: boolean; staleTime?: number } = {}) {
  return useInfiniteQuery({
    queryKey: reviewPagesKey(vendorId),
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/vendors/:id/reviews', { params: { id: vendorId }, query: { cursor: pageParam || undefined } }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    ...options,
  });
}
