import { ERROR_STATUS, type ErrorCode } from '@inroad/contracts/errors';

/** The one error type of the server; mapped to an HTTP answer once, in the error handler. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Seconds until a retry can succeed; sent as Retry-After with 429 and 503. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, options: { retryAfterSeconds?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function notFound(what: string): AppError {
  return new AppError('NOT_FOUND', `${what} not found`);
}
