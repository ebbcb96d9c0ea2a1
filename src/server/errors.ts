/** Error factories (STYLE rule 3): throw these; the one error handler turns them into {message}. */
import { t } from '../shared/messages/index.js';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(400, message, extra);
export const unauthorized = (message = t('errors.unauthorized')) => new HttpError(401, message);
export const forbidden = (message = t('errors.forbidden')) => new HttpError(403, message);
export const notFound = (message = t('errors.notFound')) => new HttpError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(409, message, extra);
export const tooLarge = (message = t('errors.bodyTooLarge')) => new HttpError(413, message);
export const tooManyRequests = (message = t('errors.tooManyRequests')) => new HttpError(429, message);
export const unavailable = (message: string) => new HttpError(503, message);
