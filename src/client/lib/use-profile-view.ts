/**
 * A customer looked at a vendor (decision 0022): the vendor detail dialog and the preorder page
 * tell the server once per mount; it counts a visitor once per vendor per valley day, never the
 * owner. Nothing is shown for it, so a failure is left alone.
 */
import { useEffect } from 'react';
import { api } from './api';

export function useProfileView(vendorId: number, skip = false): void {
  useEffect(() => {
    // The owner's preview of a vendor not live yet (decision 0028) is not a view: nothing is sent.
    if (skip) return;
    api('POST /api/vendors/:id/views', { params: { id: vendorId } }).catch(() => undefined);
  }, [vendorId, skip]);
}
