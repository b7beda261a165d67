import { decidePlayer, evolvePlayer, initialPlayerState, type PlayerCommand, type PlayerState } from '../player';
import { DEFAULT_GOD_FLAGS, FREE_GODS, PLUS_EXCLUSIVE_GODS, godsView } from './index';
import { GODS } from '../catalog';
import { DomainError } from '../shared/decision';

const STEAM_ID = '76561198000000001';
const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const PAID_GOD = GODS.map((god) => god.id).find((id) => !FREE_GODS.includes(id) && !PLUS_EXCLUSIVE_GODS.includes(id))!;

function run(state: PlayerState, command: PlayerCommand) {
  const decision = decidePlayer(command, state);
  return { ...decision, state: decision.events.reduce(evolvePlayer, state) };
}

const registered = run(initialPlayerState, { type: 'SignIn', steamId: STEAM_ID, displayName: 'Ann', now: NOW }).state;
const ban = (godId: string, banned: boolean, request: PlayerCommand['request'] = null): PlayerCommand => ({
  type: 'SetGodBanned',
  godId,
  banned,
  at: NOW,
  godFlags: DEFAULT_GOD_FLAGS,
  request,
});

/** The code of the DomainError `decidePlayer` refuses the command with on the registered player; null when it decides. */
function refusal(command: PlayerCommand): string | null {
  try {
    decidePlayer(command, registered);
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

describe('god bans (docs/game-rules.md "God bans")', () => {
  test('a player bans an owned god from their pool and lifts the ban; the view shows it', () => {
    const banned = run(registered, ban(FREE_GODS[0], true));
    expect(banned.events).toEqual([{ type: 'GodBanChanged', data: { godId: FREE_GODS[0], banned: true } }]);
    expect(banned.answer).toEqual({ godId: FREE_GODS[0], banned: true });
    expect(godsView(banned.state, false, DEFAULT_GOD_FLAGS).find((god) => god.godId === FREE_GODS[0])?.banned).toBe(true);
    const lifted = run(banned.state, ban(FREE_GODS[0], false));
    expect(lifted.events).toEqual([{ type: 'GodBanChanged', data: { godId: FREE_GODS[0], banned: false } }]);
    expect(godsView(lifted.state, false, DEFAULT_GOD_FLAGS).every((god) => !god.banned)).toBe(true);
  });

  test('asking again for what holds decides nothing and answers the same; a retried request too', () => {
    const banned = run(registered, ban(FREE_GODS[0], true));
    expect(run(banned.state, ban(FREE_GODS[0], true))).toMatchObject({ events: [], answer: { godId: FREE_GODS[0], banned: true } });
    expect(run(registered, ban(FREE_GODS[0], false)).events).toEqual([]);
    const request = { requestId: '6f1c0d1e-8a4b-4c7e-9a51-2f0a9b7c3d11', action: `god_ban:${FREE_GODS[0]}:true`, receivedAt: new Date() };
    const first = run(registered, ban(FREE_GODS[0], true, request));
    const retry = run(first.state, ban(FREE_GODS[0], true, request));
    expect(retry.events).toEqual([]);
    expect(retry.answer).toEqual(first.answer);
  });

  test('a god not owned cannot be banned, an unknown one is refused, and a ban is lifted even when the god is no longer owned', () => {
    expect(refusal(ban(PAID_GOD, true))).toBe('god_not_owned');
    expect(refusal(ban('constructor', true))).toBe('god_not_found');
    const withPlus = run(registered, {
      type: 'GrantItems',
      items: [{ itemId: 'plus_1day', count: 1 }],
      reason: 'admin_grant',
      ref: null,
      now: NOW,
    }).state;
    const banned = run(withPlus, ban(PLUS_EXCLUSIVE_GODS[0], true)).state;
    const later = { ...ban(PLUS_EXCLUSIVE_GODS[0], false), at: NOW + 3 * 24 * 3600 * 1000 };
    expect(run(banned, later).events).toEqual([{ type: 'GodBanChanged', data: { godId: PLUS_EXCLUSIVE_GODS[0], banned: false } }]);
  });

  test("ownership follows the catalog's flags the command carries: a god made free can be banned, one no longer free cannot", () => {
    const flags = new Map(DEFAULT_GOD_FLAGS)
      .set(PAID_GOD, { enabled: true, free: true, plusExclusive: false })
      .set(FREE_GODS[0], { enabled: true, free: false, plusExclusive: false });
    expect(run(registered, { ...ban(PAID_GOD, true), godFlags: flags } as PlayerCommand).events).toEqual([
      { type: 'GodBanChanged', data: { godId: PAID_GOD, banned: true } },
    ]);
    expect(refusal({ ...ban(FREE_GODS[0], true), godFlags: flags } as PlayerCommand)).toBe('god_not_owned');
  });
});
