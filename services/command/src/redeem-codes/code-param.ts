import { Injectable, type PipeTransform } from '@nestjs/common';
import { CODE_PATTERN } from '@arena/domain';
import { ApiError } from '../platform/http/api-error';

/**
 * A redeem code as players type it: trimmed and upper-cased, then 4..32 characters of A-Z, 0-9
 * and `-`.
 * @throws ApiError 400 `invalid_code`.
 */
function codeParam(text: string): string {
  const code = text.trim().toUpperCase();
  if (!CODE_PATTERN.test(code)) throw new ApiError(400, 'invalid_code', 'A code is 4 to 32 characters of A-Z, 0-9 and -');
  return code;
}

/**
 * Parses a redeem code path parameter (`{code}`, `@Param('code', CodePipe)`) with `codeParam`:
 * answers the code trimmed and upper-cased.
 * @throws ApiError 400 `invalid_code`.
 */
@Injectable()
export class CodePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    return codeParam(value);
  }
}

/**
 * Parses an admin's code path parameter (`{id}`, `@Param('id', AdminCodePipe)`) with `codeParam`:
 * a malformed id names no code, so it is answered as an unknown one.
 * @throws ApiError 404 `code_not_found`.
 */
@Injectable()
export class AdminCodePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    try {
      return codeParam(value);
    } catch {
      throw new ApiError(404, 'code_not_found', 'This code does not exist');
    }
  }
}
