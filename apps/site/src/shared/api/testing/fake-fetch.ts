/** A request the code under test sent through `fetch`. */
export interface FetchCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/**
 * Replaces `fetch` with answers given in order (a thrown error stands for a network failure) and
 * gives back the calls it received. Test code only.
 */
export function fakeFetch(answers: (Response | Error)[]): FetchCall[] {
  const calls: FetchCall[] = [];
  globalThis.fetch = (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const href = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
    calls.push({ url: href, method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body });
    const next = answers.shift();
    if (!next) return Promise.reject(new Error('no more answers'));
    if (next instanceof Error) return Promise.reject(next);
    return Promise.resolve(next);
  };
  return calls;
}

/** A JSON answer of `status`. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
