import { apiKey } from '@/lib/api';

/** Query keys of the customer's side of chat (their URLs: GET /api/vendors/:id/chat and …/chat/summary). */
export const chatKey = (vendorId: number) => ['/api/vendors', vendorId, 'chat'] as const;
export const chatSummaryKey = (vendorId: number) => apiKey('GET /api/vendors/:id/chat/summary', ['/api/vendors', vendorId, 'chat/summary']);
