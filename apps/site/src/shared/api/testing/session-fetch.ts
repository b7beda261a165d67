/** A JSON answer as the API client reads it (component tests' jsdom has no `Response`). */
function answer(status: number, body: unknown): Response {
  const headers = { get: () => null, has: () => false };
  return { ok: status < 400, status, statusText: '', headers, text: () => Promise.resolve(JSON.stringify(body)) } as unknown as Response;
}

/** A signed-in user as `GET /api/auth/steam/success` answers it (a user type as the server may send it). */
export function sessionUser(userType: string, displayName = 'Tester') {
  return {
    id: '76561198000000001',
    isAdmin: userType === 'ADMIN',
    displayName,
    photos: [{ value: '/a.png' }, { value: '/b.png' }, { value: '/c.png' }],
    userType,
  };
}

/**
 * Replaces `fetch` with the session endpoints' answers: `user` signed in (null: a visitor), dev
 * sign-in on; a path of `others` (without its query) answers its body; any other path 404. The
 * calls' URLs and bodies go into the answered list. Test code only.
 */
export function fakeSession(
  user: ReturnType<typeof sessionUser> | null,
  others: Record<string, unknown> = {},
): { url: string; body: unknown }[] {
  const calls: { url: string; body: unknown }[] = [];
  globalThis.fetch = (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const href = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
    calls.push({ url: href, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const path = href.split('?')[0];
    if (Object.hasOwn(others, path)) return Promise.resolve(answer(200, others[path]));
    if (href.includes('/api/auth/steam/success'))
      return Promise.resolve(answer(200, user ? { success: true, user } : { success: false, user: null }));
    if (href.includes('/api/auth/config')) return Promise.resolve(answer(200, { dev_sign_in: true, steam_sign_in: true }));
    return Promise.resolve(answer(404, { error: { code: 'not_found', message: 'no such route' } }));
  };
  return calls;
}
