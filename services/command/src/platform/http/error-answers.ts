import { ERROR_CODES, type ErrorCode } from '@arena/contract';

/**
 * What the API answers for an error, wherever it is raised: in a handler (Nest's exception
 * filter), in Fastify before routing (`frameworkErrors`), or on the connection before there is
 * a request (`clientErrorHandler`). Always `{error: {code, message}}` with a code of the
 * contract and a message written here or by our own code: never a framework's text or a stack.
 */

/** An error answer: its HTTP status and its body. */
export interface ErrorAnswer {
  status: number;
  body: { error: { code: ErrorCode; message: string } };
}

/** The answer `{error: {code, message}}` with `status` (4xx/5xx). */
export function errorAnswer(status: number, code: ErrorCode, message: string): ErrorAnswer {
  return { status, body: { error: { code, message } } };
}

/** Whether `code` is one of the contract's error codes (an own key of ERROR_CODES, never an inherited one). */
export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_CODES, code);
}

const UNREADABLE = errorAnswer(400, 'bad_request', 'The request could not be read');
const NOT_JSON = errorAnswer(400, 'malformed_json', 'The body is not valid JSON (or holds a __proto__ or constructor.prototype key)');
const INTERNAL = errorAnswer(500, 'internal_error', 'Something went wrong on our side');

/** By the `code` of the errors Fastify raises itself, and of those Node's HTTP parser reports on a connection. */
const BY_FRAMEWORK_CODE: ReadonlyMap<string, ErrorAnswer> = new Map([
  ['FST_ERR_BAD_URL', errorAnswer(400, 'bad_request', 'The URL is not valid: a broken percent-encoding')],
  ['FST_ERR_MAX_PARAM_LENGTH', errorAnswer(400, 'bad_request', 'A part of the URL path is too long')],
  ['FST_ERR_CTP_INVALID_JSON_BODY', NOT_JSON],
  ['FST_ERR_CTP_EMPTY_JSON_BODY', errorAnswer(400, 'malformed_json', 'The body is empty; send JSON')],
  ['FST_ERR_CTP_INVALID_CONTENT_LENGTH', errorAnswer(400, 'bad_request', 'The body is not as long as its Content-Length says')],
  ['FST_ERR_CTP_BODY_TOO_LARGE', errorAnswer(413, 'payload_too_large', 'The body is too large')],
  ['FST_ERR_CTP_INVALID_MEDIA_TYPE', errorAnswer(415, 'unsupported_media_type', 'Send JSON (content-type: application/json)')],
  ['HPE_HEADER_OVERFLOW', errorAnswer(431, 'headers_too_large', 'The request headers are too large')],
  ['ERR_HTTP_REQUEST_TIMEOUT', errorAnswer(408, 'request_timeout', 'The request did not arrive in time')],
]);

/** By status, for errors that carry nothing else (Nest wraps Fastify's own errors so). */
const BY_STATUS: ReadonlyMap<number, ErrorAnswer> = new Map([
  [400, UNREADABLE],
  [404, errorAnswer(404, 'not_found', 'No endpoint at this path')],
  [408, BY_FRAMEWORK_CODE.get('ERR_HTTP_REQUEST_TIMEOUT')!],
  [413, BY_FRAMEWORK_CODE.get('FST_ERR_CTP_BODY_TOO_LARGE')!],
  [415, BY_FRAMEWORK_CODE.get('FST_ERR_CTP_INVALID_MEDIA_TYPE')!],
  [416, errorAnswer(416, 'range_not_satisfiable', 'The Range header asks for bytes the file does not have')],
  [429, errorAnswer(429, 'rate_limited', 'Too many requests; retry later')],
  [431, BY_FRAMEWORK_CODE.get('HPE_HEADER_OVERFLOW')!],
]);

/**
 * The answer for an error status alone: the contract's code for it (`bad_request` for a 4xx
 * without one of its own), `internal_error` 500 for anything that is not a 4xx.
 * @param message replaces the answer's own message when given.
 */
export function answerForStatus(status: number, message?: string): ErrorAnswer {
  if (!Number.isInteger(status) || status < 400 || status >= 500) return INTERNAL;
  const answer = BY_STATUS.get(status) ?? { ...UNREADABLE, status };
  return message === undefined ? answer : errorAnswer(answer.status, answer.body.error.code, message);
}

/**
 * The answer for an error raised by Fastify or Node's HTTP parser (`{code, statusCode}`): by its
 * code when it is one we know, else by its status; 500 when it has neither.
 */
export function frameworkErrorAnswer(error: { code?: unknown; statusCode?: unknown }): ErrorAnswer {
  const known = typeof error.code === 'string' ? BY_FRAMEWORK_CODE.get(error.code) : undefined;
  return known ?? answerForStatus(typeof error.statusCode === 'number' ? error.statusCode : 500);
}

/**
 * The answer for what Node's HTTP parser refuses on a connection (`HPE_*` codes): by its code
 * when it is one we know (headers too large, a timeout), else 400 `bad_request`.
 */
export function clientErrorAnswer(error: { code?: unknown }): ErrorAnswer {
  return (typeof error.code === 'string' ? BY_FRAMEWORK_CODE.get(error.code) : undefined) ?? UNREADABLE;
}

/**
 * The answer for one of Fastify's errors after Nest wrapped it into a bare HttpException, which
 * keeps only its status and message: the JSON parser's errors are told apart by their message.
 */
export function wrappedFrameworkErrorAnswer(status: number, message: string): ErrorAnswer {
  if (status === 400 && /json/i.test(message))
    return message.includes('empty') ? BY_FRAMEWORK_CODE.get('FST_ERR_CTP_EMPTY_JSON_BODY')! : NOT_JSON;
  return answerForStatus(status);
}

/** The internal error answer: no detail of what failed leaves the server. */
export const internalErrorAnswer = (): ErrorAnswer => INTERNAL;
