import type { ErrorCode } from '@arena/contract';

/**
 * An error the API answers with `{error: {code, message}}` and the given status.
 * `code` is one of the contract's error codes (snake_case, stable); `message` is for people.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (code: ErrorCode, message: string) => new ApiError(404, code, message);
