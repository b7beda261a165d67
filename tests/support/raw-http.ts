import * as net from 'node:net';
import { apiErrorBody } from '@arena/contract';

/** An answer read off the socket. */
export interface RawAnswer {
  /** 0 when the server closed the connection without answering. */
  status: number;
  /** Header names in lower case. */
  headers: Map<string, string>;
  body: string;
}

/** How long a raw request may wait for the server to answer and close. */
const RAW_TIMEOUT_MS = 5_000;

/**
 * Sends bytes as they are over a new TCP connection to 127.0.0.1 (no client fixes them up) and
 * reads the answer until the server closes; send `Connection: close` in `request`.
 * @param port the server's port on 127.0.0.1.
 * @param request the whole request: request line, headers, blank line, body.
 * @throws Error when the server neither answers nor closes within 5 s.
 */
export function rawRequest(port: number, request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${RAW_TIMEOUT_MS} ms`));
    }, RAW_TIMEOUT_MS);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // the server may reset the connection after answering a request it refuses
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parseAnswer(Buffer.concat(chunks).toString('utf8')));
    });
    socket.write(request);
  });
}

function parseAnswer(text: string): RawAnswer {
  const end = text.indexOf('\r\n\r\n');
  if (!text.startsWith('HTTP/1.1 ') || end < 0) return { status: 0, headers: new Map(), body: text };
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const rest = text.slice(end + 4);
  const body = headers.get('transfer-encoding') === 'chunked' ? unchunk(rest) : rest;
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

function unchunk(text: string): string {
  let body = '';
  let at = 0;
  for (let size = parseInt(text.slice(at), 16); size > 0; size = parseInt(text.slice(at), 16)) {
    const start = text.indexOf('\r\n', at) + 2;
    body += text.slice(start, start + size);
    at = start + size + 2;
  }
  return body;
}

/** A stack frame (`at fn (file:line:col)`, `at /file:line:col`) or a source file position in an answer's body. */
export const STACK_TRACE = /\bat \S+ \(\S*:\d+:\d+\)|\bat \/\S*:\d+:\d+|\.[cm]?[jt]s:\d+:\d+|node_modules\//;

/**
 * What is wrong with an error answer: it must be `{error: {code, message}}` with a code of the
 * contract, served as JSON, with no stack trace. [] when it is right.
 */
export function errorAnswerIssues(answer: { status: number; contentType: string | null; body: string }): string[] {
  const issues: string[] = [];
  if (!/^application\/json/.test(answer.contentType ?? '')) issues.push(`content-type ${answer.contentType}`);
  if (STACK_TRACE.test(answer.body)) issues.push('a stack trace or a source path in the body');
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return [...issues, `not JSON: ${answer.body.slice(0, 200)}`];
  }
  if (!apiErrorBody.safeParse(parsed).success) issues.push(`not {error: {code, message}}: ${answer.body.slice(0, 200)}`);
  return issues;
}
