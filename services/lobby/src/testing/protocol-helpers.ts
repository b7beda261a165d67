import * as http from 'node:http';
import { eventually, type LobbyHarness } from './harness';

/** A session-cookie socket's `Origin`: the site's own. */
export const SITE = { origin: 'http://site.test:3000' };

/** A plain GET on the lobby service's HTTP port (`/metrics`, `/healthz`): its status and body. */
export function httpGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk)).on('end', () => resolve({ status: res.statusCode!, body }));
      })
      .on('error', reject);
  });
}

/** The lobby events once at least `count` are stored (they are appended in the background). */
export async function eventuallyEvents(h: LobbyHarness, count: number) {
  let events = await h.lobbyEvents();
  await eventually(async () => (events = await h.lobbyEvents()).length >= count, `${count} lobby events`);
  return events;
}
