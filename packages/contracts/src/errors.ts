import { z } from 'zod';

/** Every error the API can answer with, and the HTTP status it maps to. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** The request did not arrive whole in time (node's request timeout). */
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** The request's head (address and headers) is larger than node reads (16 KB). */
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  /** An outside service (Stripe) failed or answered with something Inroad cannot use. */
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ErrorBody = z.object({
  status: z.literal('error'),
  message: z.string(),
  code: z.string().optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const SuccessBody = z.object({ status: z.literal('success') });
export type SuccessBody = z.infer<typeof SuccessBody>;

/** The web app's error catalogue (spec engage.md §8). */
export const CLIENT_ERROR_MESSAGES = {
  network: 'Network error occurred. Please check your connection.',
  badRequest: 'Bad request error occurred',
  unhandled: 'An unhandled error occurred, if this persists please contact support',
} as const;
