import { ApiError } from '../http/api-error';

/**
 * A Steam id from a path: digits only.
 * @throws ApiError 400 invalid_steam_id.
 */
export function steamIdParam(value: string): string {
  if (!/^\d{1,20}$/.test(value)) throw new ApiError(400, 'invalid_steam_id', 'A Steam id is made of digits');
  return value;
}
