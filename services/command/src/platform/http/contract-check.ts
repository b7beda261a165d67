import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { responseIssues } from '@arena/contract';

/** Where a violation is reported (besides the answer itself). */
export type ViolationLog = (message: string) => void;

/**
 * Checks every JSON answer against the HTTP contract (`CONTRACT_CHECK=1`, on in the tests): an
 * answer the contract does not allow is logged and replaced by 500
 * `{error: {code: "contract_violation", message: <the issues>}}`, so any test reading it fails.
 * Answers that are not JSON (pages, metrics, redirects, streams) pass unchecked.
 */
export function registerContractCheck(fastify: FastifyInstance, log: ViolationLog): void {
  fastify.addHook('onSend', contractCheckHook(log));
}

/** The `onSend` hook of `registerContractCheck`: resolves to the payload to send. */
export function contractCheckHook(log: ViolationLog) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    if (request.method === 'HEAD' || !/json/i.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const issues = issuesOf(request, reply.statusCode, payload.toString());
    if (issues.length === 0) return payload;
    const message = `${request.method} ${request.url} answered ${reply.statusCode} against the contract:\n${issues.join('\n')}`;
    log(message);
    void reply.code(500);
    return JSON.stringify({ error: { code: 'contract_violation', message } });
  };
}

function issuesOf(request: FastifyRequest, status: number, text: string): string[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return ['the body is not valid JSON'];
  }
  return responseIssues(request.method, request.url, status, body);
}
