/**
 * An error the API answers with `{error: {code, message}}` and the given status.
 * `code` is snake_case and stable; `message` is for people.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (code: string, message: string) => new ApiError(404, code, message);
