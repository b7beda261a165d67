import type {
  AchievementClaimReply,
  AchievementsList,
  BattlePassClaimReply,
  BattlePassLevels,
  BattlePassView,
  DailyQuests,
  LoginQuests,
  PlayerProfile,
  PlayerResultReply,
  QuestClaimReply,
} from '@arena/contract';
import type { PlayerResult } from '@arena/domain';
import { errorOf, json, visit } from '../support/command-service';
import { loadSampleGame } from '../support/sample-game';
import { postPlayerResult, startTestStack, TestStack } from '../support/test-stack';

/**
 * Progression over real HTTP (docs/game-rules.md "Progression"): 30 generated games of one player,
 * posted as a game server does at times a test clock sets, then the player's gold, XP, level,
 * quest progress and achievements checked against figures this test computes from the rules of
 * docs/game-rules.md ("Post-game rewards", "Daily quests", "Achievements", "Battle-pass levels"), and claims.
 */

const PLAYER = '76561198000000901';
const ENV = { RATE_LIMIT_PER_MINUTE: '1000000' };
const MINUTE = 60_000;
/** Monday 2026-11-23 00:00 UTC: the player signs in; game i ends `i * 52 + 5` minutes later (28 games on day 1, 2 on day 2). */
const MONDAY = Date.UTC(2026, 10, 23);
const GAMES = 30;
const gameTime = (i: number) => MONDAY + (i * 52 + 5) * MINUTE;

// docs/game-rules.md "Post-game rewards", by place 1..8; caps as "Daily reward caps" states them
const PLACE_XP = [100, 90, 60, 45, 30, 20, 10, 5];
const PLACE_GOLD = [100, 60, 40, 30, 20, 14, 8, 4];
const GOLD_CAP = 1_000;
const XP_CAP = 1_500;
// docs/game-rules.md "Achievements": tiers per stat (top_four, supers, chests_opened: our choice)
const ACHIEVEMENT_TIERS: Record<string, number[]> = {
  games_played: [1],
  first_place: [1, 10, 100],
  top_four: [10, 100, 1_000],
  rounds_won: [100, 1_000, 10_000],
  supers: [10, 100, 1_000],
  gabens: [1, 100, 1_000],
  chests_opened: [1, 10, 100],
};

const place = (i: number) => (i % 8) + 1;
const bonus = (i: number) => (i % 5 === 2 ? 'gold' : i % 5 === 4 ? 'exp' : undefined);
const wins = (i: number) => 10 - place(i);
/** Game i's one hero: one ability at Gaben level (9) every third game, else at Super level (6), and one at level 2. */
const abilityLevels = (i: number) => [i % 3 === 0 ? 9 : 6, 2];

function generatedGame(template: PlayerResult, i: number): PlayerResult {
  const result: PlayerResult = {
    ...template,
    steamID: PLAYER,
    username: 'Progression Tester',
    // the poster is listed once among the players: in the template's place
    players: template.players.map((entry) => (entry.steamID === template.steamID ? { ...entry, steamID: PLAYER } : entry)),
    matchID: String(7_100_000_000 + i),
    place: place(i),
    ranked: true,
    wins: wins(i),
    losses: place(i),
    rounds: wins(i) + place(i),
    endTime: 600 + i * 10,
    heroes: [
      {
        name: 'npc_dota_hero_axe',
        tier: 1,
        abilities: abilityLevels(i).map((level, n) => ({ name: `custom_ability_${n}`, level, isUltimate: false, icon: `ability_${n}` })),
      },
    ],
  };
  delete result.bonus;
  delete result.doubledown;
  const gameBonus = bonus(i);
  return gameBonus ? { ...result, bonus: gameBonus } : result;
}

/** Gold and XP of the 30 games by the rules: by place, bonuses x1.5 (rounded down), then each UTC day's caps (`uncapped`: without them). */
function expectedRewards(): { gold: number; xp: number; uncapped: { gold: number; xp: number } } {
  const byDay = new Map<string, { gold: number; xp: number }>();
  const uncapped = { gold: 0, xp: 0 };
  for (let i = 0; i < GAMES; i++) {
    const day = new Date(gameTime(i)).toISOString().slice(0, 10);
    const earned = byDay.get(day) ?? { gold: 0, xp: 0 };
    const gold = Math.floor(PLACE_GOLD[place(i) - 1] * (bonus(i) === 'gold' ? 1.5 : 1));
    const xp = Math.floor(PLACE_XP[place(i) - 1] * (bonus(i) === 'exp' ? 1.5 : 1));
    uncapped.gold += gold;
    uncapped.xp += xp;
    byDay.set(day, { gold: earned.gold + Math.min(gold, GOLD_CAP - earned.gold), xp: earned.xp + Math.min(xp, XP_CAP - earned.xp) });
  }
  const capped = [...byDay.values()].reduce((sum, day) => ({ gold: sum.gold + day.gold, xp: sum.xp + day.xp }), { gold: 0, xp: 0 });
  return { ...capped, uncapped };
}

/** The stats quests and achievements count, over the 30 games. */
function expectedStats(): Record<string, number> {
  const games = Array.from({ length: GAMES }, (_, i) => i);
  return {
    games_played: GAMES,
    first_place: games.filter((i) => place(i) === 1).length,
    top_four: games.filter((i) => place(i) <= 4).length,
    rounds_won: games.reduce((sum, i) => sum + wins(i), 0),
    gabens: games.reduce((sum, i) => sum + abilityLevels(i).filter((level) => level >= 9).length, 0),
    supers: games.reduce((sum, i) => sum + abilityLevels(i).filter((level) => level >= 6).length, 0),
    chests_opened: 0,
  };
}

describe('progression: 30 games of one player over HTTP', () => {
  let stack: TestStack;
  let now = MONDAY;
  let cookie: string;

  const post = <T>(path: string, key: string) =>
    visit<T>(`${stack.baseUrl}${path}`, {
      method: 'POST',
      cookie,
      headers: { 'x-requested-with': 'arena', origin: stack.baseUrl, 'idempotency-key': key },
    });
  const get = <T>(path: string, readAfter?: number | null) =>
    visit<T>(`${stack.baseUrl}${path}`, { cookie, headers: readAfter == null ? {} : { 'x-read-after': String(readAfter) } });

  beforeAll(async () => {
    stack = await startTestStack(ENV, { clock: { now: () => new Date(now) } });
    const signIn = await visit(`${stack.baseUrl}/api/auth/dev`, {
      method: 'POST',
      body: { steam_id: PLAYER, display_name: 'Progression Tester' },
      headers: { 'x-requested-with': 'arena', origin: stack.baseUrl },
    });
    expect(signIn.status).toBe(200);
    cookie = signIn.setCookie!;
    const template = loadSampleGame()[0];
    for (let i = 0; i < GAMES; i++) {
      now = gameTime(i);
      const answer = await postPlayerResult(stack.baseUrl, generatedGame(template, i));
      expect([i, answer.status]).toEqual([i, 200]);
    }
    await stack.settle();
  });
  afterAll(async () => stack?.stop());

  test('gold, XP and the battle-pass level are the games’ rewards by place, bonus and daily caps', async () => {
    const { gold, xp, uncapped } = expectedRewards();
    // the caps bite on the first day: its 28 games would give more than 1,000 gold and 1,500 XP
    expect([gold < uncapped.gold, xp < uncapped.xp]).toEqual([true, true]);
    const profile = (await get<PlayerProfile>(`/api/players/${PLAYER}`)).body;
    expect(profile).toMatchObject({ coins: gold, bp_level: Math.floor(xp / 255), games_played: GAMES });
    const battlePass = (await get<BattlePassView>(`/api/players/${PLAYER}/battle_pass`)).body;
    expect(battlePass).toEqual({
      bp_level: Math.floor(xp / 255),
      total_xp: xp,
      unlocked: false,
      requirements: { next_level_xp: 255, total_xp: Math.floor(xp / 255) * 255 },
    });
    // free track: level 1 and every 5th level reached
    const freeLevels = Array.from({ length: Math.floor(xp / 255) }, (_, n) => n + 1).filter((level) => level === 1 || level % 5 === 0);
    expect(profile.unclaimed_bp_rewards).toBe(freeLevels.length);
  });

  test('the retry of a game answers what the first post answered, and changes nothing', async () => {
    const template = loadSampleGame()[0];
    const before = (await get<PlayerProfile>(`/api/players/${PLAYER}`)).body.coins;
    const first = await postPlayerResult(stack.baseUrl, generatedGame(template, 0));
    const answer = await json<PlayerResultReply>(first);
    expect(answer).toMatchObject({ coins_change: PLACE_GOLD[0], xp_change: PLACE_XP[0], bp_level: 0 });
    await stack.settle();
    expect((await get<PlayerProfile>(`/api/players/${PLAYER}`)).body.coins).toBe(before);
  });

  test('daily quests show the progress the games made since they were given (at sign-in), and a completed one is claimed once', async () => {
    const stats = expectedStats();
    const quests = (await get<DailyQuests>(`/api/players/${PLAYER}/daily_quests`)).body;
    expect(quests.quests).toHaveLength(2);
    expect(new Set(quests.quests.map((quest: { stat: string }) => quest.stat)).size).toBe(2);
    for (const quest of quests.quests) {
      expect(quest.progress).toBe(Math.min(quest.goal, stats[quest.stat]));
      expect(quest.completed).toBe(stats[quest.stat] >= quest.goal);
    }
    // what games gave on day 2 (games 28 and 29), against the caps
    expect(quests.earned_today).toMatchObject({
      gold: PLACE_GOLD[place(28) - 1] + PLACE_GOLD[place(29) - 1],
      gold_cap: GOLD_CAP,
      xp_cap: XP_CAP,
    });

    const completed = quests.quests.find((quest) => quest.completed);
    expect(completed).toBeDefined();
    const profile = (await get<PlayerProfile>(`/api/players/${PLAYER}`)).body;
    const completedCount = quests.quests.filter((quest: { completed: boolean }) => quest.completed).length;
    // completed quests, this week's login reward (days 1 and 2 done, none claimed) and the first welcome reward
    expect(profile.unclaimed_quests).toBe(completedCount + 2);

    const path = `/api/players/${PLAYER}/daily_quests/${completed!.quest_id}/claim`;
    const [a, b] = await Promise.all([post<QuestClaimReply>(path, 'quest-claim-1'), post<QuestClaimReply>(path, 'quest-claim-1')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect(a.body.coins).toBe(profile.coins + completed!.gold);
    const after = (await get<DailyQuests>(`/api/players/${PLAYER}/daily_quests`, a.body.position)).body;
    expect(after.quests.map((quest: { quest_id: string }) => quest.quest_id)).not.toContain(completed!.quest_id);
    expect(after.quests).toHaveLength(2);
    const replacement = after.quests.find(
      (quest: { quest_id: string }) => !quests.quests.some((old: { quest_id: string }) => old.quest_id === quest.quest_id),
    );
    expect(replacement?.progress).toBe(0);
    expect((await get<PlayerProfile>(`/api/players/${PLAYER}`, a.body.position)).body.coins).toBe(profile.coins + completed!.gold);
  });

  test('achievements count the same stats; a tier is claimed once, and the next tier not before its goal', async () => {
    const stats = expectedStats();
    const list = (await get<AchievementsList>(`/api/players/${PLAYER}/achievements`)).body;
    const reached = Object.entries(ACHIEVEMENT_TIERS).reduce(
      (sum, [id, goals]) => sum + goals.filter((goal) => stats[id] >= goal).length,
      0,
    );
    expect(list.to_claim).toBe(reached);
    for (const achievement of list.achievements)
      expect([achievement.achievement_id, achievement.value]).toEqual([achievement.achievement_id, stats[achievement.stat]]);

    const before = (await get<PlayerProfile>(`/api/players/${PLAYER}`)).body;
    const path = `/api/players/${PLAYER}/achievements/first_place/claim`;
    const [a, b] = await Promise.all([
      post<AchievementClaimReply>(path, 'achievement-1'),
      post<AchievementClaimReply>(path, 'achievement-1'),
    ]);
    expect([a.status, b.status, a.body.tier]).toEqual([200, 200, 1]);
    expect(b.body).toEqual(a.body);
    const first = list.achievements.find((achievement: { achievement_id: string }) => achievement.achievement_id === 'first_place');
    expect(a.body.coins).toBe(before.coins + first!.tiers[0].reward.gold);
    const profile = (await get<PlayerProfile>(`/api/players/${PLAYER}`, a.body.position)).body;
    expect(profile.achievements_to_claim).toBe(reached - 1);
    const battlePass = (await get<BattlePassView>(`/api/players/${PLAYER}/battle_pass`, a.body.position)).body;
    expect(battlePass.total_xp).toBe(expectedRewards().xp + first!.tiers[0].reward.xp);

    const again = await post(path, 'achievement-2');
    expect([again.status, errorOf(again)?.code]).toEqual([409, 'achievement_not_complete']);
  });

  test('battle-pass claims: two concurrent claims with one key grant once; a level not reached is refused', async () => {
    const before = (await get<PlayerProfile>(`/api/players/${PLAYER}`)).body;
    const path = `/api/players/${PLAYER}/battle_pass/claim?level=1`;
    const [a, b] = await Promise.all([post<BattlePassClaimReply>(path, 'bp-1'), post<BattlePassClaimReply>(path, 'bp-1')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect(a.body.claimed).toEqual([{ level: 1, track: 'free' }]);
    const after = (await get<PlayerProfile>(`/api/players/${PLAYER}`, a.body.position)).body;
    expect(after.unclaimed_bp_rewards).toBe(before.unclaimed_bp_rewards - 1);
    // level 1's free reward is a basic chest: the starter chest and this one
    expect(after.unopened_chests).toBe(before.unopened_chests + 1);

    const again = await post(path, 'bp-2');
    expect([again.status, errorOf(again)?.code]).toEqual([409, 'nothing_to_claim']);
    const far = await post(`/api/players/${PLAYER}/battle_pass/claim?level=80`, 'bp-3');
    expect([far.status, errorOf(far)?.code]).toEqual([409, 'level_not_reached']);
    const bad = await post(`/api/players/${PLAYER}/battle_pass/claim?level=0`, 'bp-4');
    expect([bad.status, errorOf(bad)?.code]).toEqual([400, 'invalid_payload']);
    const levels = (await get<BattlePassLevels>(`/api/players/${PLAYER}/battle_pass/levels`, a.body.position)).body;
    expect(levels.levels[0]).toMatchObject({ level: 1, reached: true, free_claimed: true, upgraded_claimed: false });
  });

  test('login rewards: the sign-in completed Monday, a game completed Tuesday; the claims come in order', async () => {
    const login = (await get<LoginQuests>(`/api/players/${PLAYER}/login_quests`)).body;
    expect(login.week).toBe('2026-11-23');
    expect(login.days.filter((day: { completed: boolean }) => day.completed).map((day: { index: number }) => day.index)).toEqual([1, 2]);
    const first = await post<QuestClaimReply>(`/api/players/${PLAYER}/login_quests/claim`, 'login-1');
    const second = await post<QuestClaimReply>(`/api/players/${PLAYER}/login_quests/claim`, 'login-2');
    const third = await post(`/api/players/${PLAYER}/login_quests/claim`, 'login-3');
    expect([first.body.claimed, second.body.claimed, third.status, errorOf(third)?.code]).toEqual([
      'login:1',
      'login:2',
      409,
      'nothing_to_claim',
    ]);
  });
});
