import type { Browser, Page } from 'playwright-core';
import { artifact, launchChromium, signedInContext } from '../support/browser';
import { startTestStack, TestStack } from '../support/test-stack';

/**
 * Matchmaking in Chromium (docs/game-rules.md "Matchmaking lobbies"): two browser contexts sign in as two
 * players; one hosts a lobby, the other finds it in the list and joins, they chat (each sees their own line
 * once: the server does not echo it), one leaves;
 * in English and in Chinese, with screenshots. The command service, the projector and the lobby
 * service run for real (WebSocket on a port of its own, state in Redis).
 */

const PLAYERS = {
  en: { host: '76561198000001701', guest: '76561198000001702' },
  cn: { host: '76561198000001703', guest: '76561198000001704' },
} as const;

describe('matchmaking lobbies in a browser', () => {
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startTestStack({ RATE_LIMIT_PER_MINUTE: '1000000' }, { lobby: true });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const signedIn = (steamId: string, name: string) => signedInContext(browser, stack.baseUrl, steamId, name);

  const players = (page: Page) => page.getByTestId('lobby-player');

  test.each(['en', 'cn'] as const)('in %s: one hosts, the other joins from the list, they chat, the guest leaves', async (lang) => {
    const { host: hostId, guest: guestId } = PLAYERS[lang];
    const hostContext = await signedIn(hostId, `Host ${lang}`);
    const guestContext = await signedIn(guestId, `Guest ${lang}`);
    // the lobby service reads each player's rating from the read models
    await stack.settle();

    const host = await hostContext.newPage();
    await host.goto(`${stack.baseUrl}/matchmaking?lang=${lang}`);
    await host.getByTestId('lobby-list').waitFor();
    await host.getByTestId('host-region').selectOption({ index: 0 });
    await host.getByTestId('host-submit').click();
    const hostLobby = host.getByTestId('lobby-view');
    await hostLobby.waitFor();
    const lobbyId = (await hostLobby.getAttribute('data-lobby-id'))!;
    expect(await players(host).count()).toBe(1);
    await host.screenshot({ path: artifact(`matchmaking-host-${lang}.png`) });

    const guest = await guestContext.newPage();
    await guest.goto(`${stack.baseUrl}/matchmaking?lang=${lang}`);
    await guest.getByTestId('lobby-list').waitFor();
    const row = guest.locator(`[data-testid="lobby-row"][data-lobby-id="${lobbyId}"]`);
    await row.waitFor();
    await guest.screenshot({ path: artifact(`matchmaking-list-${lang}.png`) });
    await row.getByTestId('lobby-join').click();
    await guest.getByTestId('lobby-view').waitFor();
    // both see both players: the host marked, everyone connected
    await host.waitForFunction(() => document.querySelectorAll('[data-testid="lobby-player"]').length === 2);
    await guest.waitForFunction(() => document.querySelectorAll('[data-testid="lobby-player"]').length === 2);
    expect(await guest.locator(`[data-testid="lobby-player"][data-steam-id="${hostId}"]`).getAttribute('data-host')).toBe('true');

    const message = lang === 'cn' ? '祝你好运' : 'good luck, have fun';
    await host.getByTestId('chat-input').fill(message);
    await host.getByTestId('chat-send').click();
    await guest.getByTestId('chat-message').filter({ hasText: message }).waitFor();
    const reply = lang === 'cn' ? '你也是' : 'you too';
    await guest.getByTestId('chat-input').fill(reply);
    await guest.getByTestId('chat-send').click();
    await host.getByTestId('chat-message').filter({ hasText: reply }).waitFor();
    // each sees their own line once: the page shows it when sent, the server does not send it back
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const page of [host, guest]) {
      expect(await page.getByTestId('chat-message').allInnerTexts()).toEqual([
        expect.stringContaining(message),
        expect.stringContaining(reply),
      ]);
    }
    expect(await host.locator(`[data-testid="chat-message"][data-steam-id="${hostId}"]`).count()).toBe(1);
    await guest.screenshot({ path: artifact(`matchmaking-chat-${lang}.png`) });

    await guest.getByTestId('lobby-leave').click();
    await guest.getByTestId('lobby-list').waitFor();
    await host.waitForFunction(() => document.querySelectorAll('[data-testid="lobby-player"]').length === 1);
    // chat is cleared on leaving
    expect(await guest.getByTestId('chat-message').count()).toBe(0);
    await host.screenshot({ path: artifact(`matchmaking-left-${lang}.png`) });

    await hostContext.close();
    await guestContext.close();
  });
});
