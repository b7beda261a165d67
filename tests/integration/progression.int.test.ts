import type {
  AchievementClaimReply,
  AchievementsList,
  BattlePassClaimReply,
  BattlePassLevels,
  BattlePassView,
  DailyQuests,
  DailyQuestsOverview,
  LoginQuests,
  LoginTryCompleteReply,
  PlayerProfile,
  PlayerResultReply,
  QuestClaimReply,
  QuestRerollReply,
  WelcomeQuests,
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

  /** Our site's request: an `Idempotency-Key` per user action. */
  const post = <T>(path: string, key: string) =>
    visit<T>(`${stack.baseUrl}${path}`, { method: 'POST', cookie, headers: { origin: stack.baseUrl, 'idempotency-key': key } });
  /** The live site's client: a POST without a body and without any header of its own (the browser adds `Origin`). */
  const livePost = <T>(path: string) => visit<T>(`${stack.baseUrl}${path}`, { method: 'POST', cookie, headers: { origin: stack.baseUrl } });
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

  test("daily quests (the live client's list) show the progress the games made since they were given (at sign-in); a completed one is claimed once by ?questID=", async () => {
    const stats = expectedStats();
    const quests = (await get<DailyQuests>(`/api/players/${PLAYER}/daily_quests`)).body;
    // a bare list, in the fields the live client reads
    expect(quests).toHaveLength(2);
    expect(new Set(quests.map((quest) => quest.stat)).size).toBe(2);
    for (const quest of quests) {
      expect(quest.capped_quest_progress).toBe(Math.min(quest.required_amount, stats[quest.stat]));
      expect(quest.quest_completed).toBe(stats[quest.stat] >= quest.required_amount);
      // given at sign-in on Monday 00:00; it is Tuesday past 00:20: more than 23 hours ago
      expect(quest).toMatchObject({ claimed: false, xp_reward: 0, can_reroll: true, cosmetic_name: null });
      expect(quest.coin_reward).toBeGreaterThan(0);
      expect(typeof quest.quest_name).toBe('string');
      expect(Date.parse(quest.created)).toBe(MONDAY);
    }
    // ours: what games gave on day 2 (games 28 and 29), against the caps
    const overview = (await get<DailyQuestsOverview>(`/api/players/${PLAYER}/daily_quests/overview`)).body;
    expect(overview).toMatchObject({ slots: 2 });
    expect(overview.earned_today).toMatchObject({
      gold: PLACE_GOLD[place(28) - 1] + PLACE_GOLD[place(29) - 1],
      gold_cap: GOLD_CAP,
      xp_cap: XP_CAP,
    });

    const completed = quests.find((quest) => quest.quest_completed);
    expect(completed).toBeDefined();
    const profile = (await get<PlayerProfile>(`/api/players/${PLAYER}`)).body;
    const completedCount = quests.filter((quest) => quest.quest_completed).length;
    // completed quests, this week's login reward (days 1 and 2 done, none claimed) and the first welcome reward
    expect(profile.unclaimed_quests).toBe(completedCount + 2);

    const path = `/api/players/${PLAYER}/daily_quests/claim?questID=${completed!.quest_id}`;
    const claim = await livePost<QuestClaimReply>(path);
    expect(claim.status).toBe(200);
    // what the live client reads (`success`), the reward in its fields, and ours
    expect(claim.body).toMatchObject({ success: true, coins: completed!.coin_reward, xp: 0, claimed: completed!.quest_id });
    expect(claim.body.balance).toBe(profile.coins + completed!.coin_reward);
    // the live client's retry: the quest is gone, nothing is given twice
    const retry = await livePost(path);
    expect([retry.status, errorOf(retry)?.code]).toEqual([404, 'quest_not_found']);
    const after = (await get<DailyQuests>(`/api/players/${PLAYER}/daily_quests`, claim.body.position)).body;
    expect(after.map((quest) => quest.quest_id)).not.toContain(completed!.quest_id);
    expect(after).toHaveLength(2);
    const replacement = after.find((quest) => !quests.some((old) => old.quest_id === quest.quest_id));
    expect(replacement?.capped_quest_progress).toBe(0);
    expect((await get<PlayerProfile>(`/api/players/${PLAYER}`, claim.body.position)).body.coins).toBe(
      profile.coins + completed!.coin_reward,
    );
    const missing = await livePost(`/api/players/${PLAYER}/daily_quests/claim`);
    expect([missing.status, errorOf(missing)?.code]).toEqual([400, 'invalid_payload']);

    // the live client's reroll of the other quest: `success`, a new quest in its place; its retry finds the quest gone
    const other = after.find((quest) => quest.quest_id !== replacement?.quest_id)!;
    const rerollPath = `/api/players/${PLAYER}/daily_quests/reroll?questID=${other.quest_id}`;
    const reroll = await livePost<QuestRerollReply>(rerollPath);
    expect(reroll.status).toBe(200);
    expect(reroll.body).toMatchObject({ success: true, rerolled: other.quest_id });
    const rerolled = (await get<DailyQuests>(`/api/players/${PLAYER}/daily_quests`, reroll.body.position)).body;
    expect(rerolled.map((quest) => quest.quest_id).sort()).toEqual([replacement!.quest_id, reroll.body.quest_id].sort());
    // a quest just given cannot be rerolled before 23 hours
    expect(rerolled.every((quest) => !quest.can_reroll)).toBe(true);
    const rerollRetry = await livePost(rerollPath);
    expect([rerollRetry.status, errorOf(rerollRetry)?.code]).toEqual([404, 'quest_not_found']);
    const early = await livePost(`/api/players/${PLAYER}/daily_quests/reroll?questID=${reroll.body.quest_id}`);
    expect([early.status, errorOf(early)?.code]).toEqual([409, 'reroll_not_ready']);
  });

  test("achievements (the live client's list) count the same stats; a tier is claimed once by ?questID=, and the next tier not before its goal", async () => {
    const stats = expectedStats();
    const list = (await get<AchievementsList>(`/api/players/${PLAYER}/achievements`)).body;
    const reached = Object.entries(ACHIEVEMENT_TIERS).reduce(
      (sum, [id, goals]) => sum + goals.filter((goal) => stats[id] >= goal).length,
      0,
    );
    expect(list.reduce((sum, row) => sum + row.tiers.filter((tier) => tier.reached && !tier.claimed).length, 0)).toBe(reached);
    for (const row of list) {
      const goals = ACHIEVEMENT_TIERS[row.stat];
      expect(row).toMatchObject({
        quest_id: `${row.stat}:1`,
        questTier: 1,
        required_amount: goals[0],
        quest_progress: stats[row.stat],
        capped_quest_progress: Math.min(goals[0], stats[row.stat]),
        quest_completed: stats[row.stat] >= goals[0],
        claimed: false,
      });
    }

    const before = (await get<PlayerProfile>(`/api/players/${PLAYER}`)).body;
    const first = list.find((row) => row.stat === 'first_place')!;
    const path = `/api/players/${PLAYER}/achievements/claim?questID=${first.quest_id}`;
    const claim = await livePost<AchievementClaimReply>(path);
    expect(claim.status).toBe(200);
    expect(claim.body).toMatchObject({ success: true, coins: first.coin_reward, xp: first.xp_reward, tier: 1 });
    expect(claim.body.balance).toBe(before.coins + first.coin_reward);
    const profile = (await get<PlayerProfile>(`/api/players/${PLAYER}`, claim.body.position)).body;
    expect(profile.achievements_to_claim).toBe(reached - 1);
    const battlePass = (await get<BattlePassView>(`/api/players/${PLAYER}/battle_pass`, claim.body.position)).body;
    expect(battlePass.total_xp).toBe(expectedRewards().xp + first.xp_reward);
    // the row moves on to the next tier
    const after = (await get<AchievementsList>(`/api/players/${PLAYER}/achievements`, claim.body.position)).body;
    expect(after.find((row) => row.stat === 'first_place')).toMatchObject({ quest_id: 'first_place:2', questTier: 2, claimed: false });

    // the live client's retry names the tier claimed: nothing more is given
    const retry = await livePost(path);
    expect([retry.status, errorOf(retry)?.code]).toEqual([409, 'nothing_to_claim']);
    const next = await livePost(`/api/players/${PLAYER}/achievements/claim?questID=first_place:2`);
    expect([next.status, errorOf(next)?.code]).toEqual([409, 'achievement_not_complete']);
    expect((await get<PlayerProfile>(`/api/players/${PLAYER}`)).body.coins).toBe(claim.body.balance);
  });

  test("battle-pass claims: the live client's ?level=N without a body; two concurrent claims with one key (our site) grant once; a level not reached is refused", async () => {
    const before = (await get<PlayerProfile>(`/api/players/${PLAYER}`)).body;
    const levels = (await get<BattlePassLevels>(`/api/players/${PLAYER}/battle_pass/levels`)).body;
    // the live client finds a level's row by bp_level and reads these fields
    const level1 = levels.find((row) => row.bp_level === 1)!;
    expect(level1).toMatchObject({ free: true, cosmetic_name: 'chest_basic', coins_reward: 0, claimed: false, can_claim: true });
    expect([level1.total_xp, level1.next_level_xp]).toEqual([255, 255]);
    const path = `/api/players/${PLAYER}/battle_pass/claim?level=1`;
    const claim = await livePost<BattlePassClaimReply>(path);
    expect(claim.status).toBe(200);
    expect(claim.body).toMatchObject({ success: true, claimed: [{ level: 1, track: 'free' }] });
    const after = (await get<PlayerProfile>(`/api/players/${PLAYER}`, claim.body.position)).body;
    expect(after.unclaimed_bp_rewards).toBe(before.unclaimed_bp_rewards - 1);
    // level 1's free reward is a basic chest: the starter chest and this one
    expect(after.unopened_chests).toBe(before.unopened_chests + 1);
    const retry = await livePost(path);
    expect([retry.status, errorOf(retry)?.code]).toEqual([409, 'nothing_to_claim']);
    const rows = (await get<BattlePassLevels>(`/api/players/${PLAYER}/battle_pass/levels`, claim.body.position)).body;
    expect(rows.find((row) => row.bp_level === 1)).toMatchObject({ claimed: true, can_claim: false });

    const path5 = `/api/players/${PLAYER}/battle_pass/claim?level=5`;
    const [a, b] = await Promise.all([post<BattlePassClaimReply>(path5, 'bp-5'), post<BattlePassClaimReply>(path5, 'bp-5')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    const far = await livePost(`/api/players/${PLAYER}/battle_pass/claim?level=80`);
    expect([far.status, errorOf(far)?.code]).toEqual([409, 'level_not_reached']);
    const bad = await livePost(`/api/players/${PLAYER}/battle_pass/claim?level=0`);
    expect([bad.status, errorOf(bad)?.code]).toEqual([400, 'invalid_payload']);
  });

  test('login rewards: the sign-in completed Monday, a game Tuesday; try_complete changes nothing more; claims by ?questID= come in order, once', async () => {
    const login = (await get<LoginQuests>(`/api/players/${PLAYER}/login_quests`)).body;
    expect(login).toHaveLength(7);
    expect(login.filter((day) => day.completed).map((day) => day.login_quest_id)).toEqual([1, 2]);
    expect(login[0]).toMatchObject({ day: 1, claimed: false, coin_reward: 200, xp_reward: 0, cosmetic_name: null });
    const done = await livePost<LoginTryCompleteReply>(`/api/players/${PLAYER}/login_quests/try_complete`);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ completed: false, success: true });
    const unchanged = (await get<LoginQuests>(`/api/players/${PLAYER}/login_quests`, done.body.position)).body;
    expect(unchanged.filter((day) => day.completed).map((day) => day.login_quest_id)).toEqual([1, 2]);

    const later = await livePost(`/api/players/${PLAYER}/login_quests/claim?questID=2`);
    expect([later.status, errorOf(later)?.code]).toEqual([409, 'login_reward_not_ready']);
    const first = await livePost<QuestClaimReply>(`/api/players/${PLAYER}/login_quests/claim?questID=1`);
    expect(first.body).toMatchObject({ success: true, claimed: 'login:1', coins: 200, xp: 0 });
    const retry = await livePost(`/api/players/${PLAYER}/login_quests/claim?questID=1`);
    expect([retry.status, errorOf(retry)?.code]).toEqual([409, 'nothing_to_claim']);
    const second = await livePost<QuestClaimReply>(`/api/players/${PLAYER}/login_quests/claim?questID=2`);
    expect(second.body).toMatchObject({ success: true, claimed: 'login:2', coins: 0, xp: 200 });
    const after = (await get<LoginQuests>(`/api/players/${PLAYER}/login_quests`, second.body.position)).body;
    expect(after.map((day) => day.claimed)).toEqual([true, true, false, false, false, false, false]);
    expect(after.every((day) => !day.claimable)).toBe(true);
  });

  test('try_complete completes a new day once (idempotent); the welcome rewards are claimed by ?questID= once', async () => {
    now = MONDAY + 3 * 24 * 3_600_000;
    const done = await livePost<LoginTryCompleteReply>(`/api/players/${PLAYER}/login_quests/try_complete`);
    expect(done.body).toMatchObject({ completed: true, success: true });
    const again = await livePost<LoginTryCompleteReply>(`/api/players/${PLAYER}/login_quests/try_complete`);
    expect(again.body).toMatchObject({ completed: false, success: true });
    const login = (await get<LoginQuests>(`/api/players/${PLAYER}/login_quests`, again.body.position)).body;
    expect(login.filter((day) => day.completed).map((day) => day.login_quest_id)).toEqual([1, 2, 3]);

    const welcome = (await get<WelcomeQuests>(`/api/players/${PLAYER}/welcome_quests`)).body;
    expect(welcome).toHaveLength(7);
    expect(welcome[0]).toMatchObject({ welcome_quest_id: 1, day: 1, claimed: false, can_claim: true, cosmetic_name: 'chest_gold' });
    expect(welcome.slice(1).every((row) => !row.can_claim)).toBe(true);
    const claim = await livePost<QuestClaimReply>(`/api/players/${PLAYER}/welcome_quests/claim?questID=1`);
    expect(claim.body).toMatchObject({ success: true, claimed: 'welcome:1' });
    const retry = await livePost(`/api/players/${PLAYER}/welcome_quests/claim?questID=1`);
    expect([retry.status, errorOf(retry)?.code]).toEqual([409, 'nothing_to_claim']);
    const next = await livePost(`/api/players/${PLAYER}/welcome_quests/claim?questID=2`);
    expect([next.status, errorOf(next)?.code]).toEqual([409, 'welcome_reward_not_ready']);
    const after = (await get<WelcomeQuests>(`/api/players/${PLAYER}/welcome_quests`, claim.body.position)).body;
    expect(after.map((row) => row.claimed)).toEqual([true, false, false, false, false, false, false]);
  });
});
