import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { playerProfileQuery } from '../../../shared/api/player-profile';
import type { PlayerProfile, SessionUser } from '../../../shared/api/types';
import { Avatar } from '../../../shared/components/Avatar';
import { PageHeader } from '../../../shared/components/PageHeader';
import { SectionWithMoreLink } from '../../../shared/components/SectionWithMoreLink';
import { InlineError, Loading } from '../../../shared/components/States';
import { useToast } from '../../../shared/components/Toast';
import { useFormat, useNow } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { ARMORY_PATH } from '../../armory';
import { useSession } from '../../auth';
import { MATCH_HISTORY_PATH, MY_STATS_PATH, PlayerGamesTable, playerGamesQuery } from '../../game-results';
import { Gold } from '../../store';
import {
  armDoubledown,
  claimDailyGold,
  claimLoginReward,
  claimQuest,
  claimWelcomeReward,
  dailyQuestsQuery,
  loginQuestsQuery,
  rerollQuest,
  welcomeQuestsQuery,
} from '../api';
import { Meter } from '../components/Meter';
import { RewardLabel } from '../components/RewardLabel';
import { SignInPrompt } from '../components/SignInPrompt';
import { StateTag } from '../components/StateTag';
import { TimeLeft } from '../components/TimeLeft';
import { useClaimMutation } from '../hooks';
import { dailyGoldState, doubledownState, loginDayState, plusStatus, questView, welcomeRewardState } from '../logic';
import { ACHIEVEMENTS_PATH, BATTLE_PASS_PATH } from '../paths';
import { useProfileT } from '../texts';
import type { DailyQuest, DailyQuests, LoginQuests, WelcomeQuests } from '../types';
import './ProfilePage.css';

/** What a card needs of a claim mutation. */
interface Claim<V> {
  isPending: boolean;
  variables?: V;
  mutate: (variables: V) => void;
}

/** A titled section of the page (a card), with what sits beside its title. */
function Section({ id, title, subtitle, aside, children, className }: { id: string; title: string; subtitle?: string; aside?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`card profile-card${className ? ` ${className}` : ''}`} aria-labelledby={id} data-testid={id}>
      <div className="profile-card__head">
        <div>
          <h2 id={id} className="profile-card__title">
            {title}
          </h2>
          {subtitle ? <p className="muted small">{subtitle}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}

function ClaimButton({ pending, disabled, onClick, testId, label }: { pending: boolean; disabled?: boolean; onClick: () => void; testId: string; label?: string }) {
  const t = useProfileT();
  return (
    <button type="button" className="button button--primary button--small" disabled={disabled || pending} aria-busy={pending} onClick={onClick} data-testid={testId}>
      {pending ? t('progress.claiming') : (label ?? t('progress.claim'))}
    </button>
  );
}

function QuestCard({ quest, now, claim, reroll }: { quest: DailyQuest; now: number; claim: Claim<DailyQuest>; reroll: Claim<DailyQuest> }) {
  const t = useProfileT();
  const f = useFormat();
  const view = questView(quest, now);
  const name = t(`profile.quests.goal.${quest.stat}`, { count: quest.goal });
  const value = t('progress.progressValue', { value: f.number(Math.min(quest.progress, quest.goal)), goal: f.number(quest.goal) });
  const claiming = claim.isPending && claim.variables?.quest_id === quest.quest_id;
  const rerolling = reroll.isPending && reroll.variables?.quest_id === quest.quest_id;
  return (
    <li className={`quest${view.claimable ? ' is-complete' : ''}`} data-testid="quest" data-quest-id={quest.quest_id} data-completed={view.claimable}>
      <div className="quest__head">
        <strong className="quest__name">{name}</strong>
        <Gold amount={quest.gold} testId={`quest-gold-${quest.quest_id}`} />
      </div>
      <Meter value={quest.progress} max={quest.goal} label={t('profile.quests.progressLabel', { quest: name })} valueText={value} testId={`quest-progress-${quest.quest_id}`} />
      <div className="quest__foot">
        <span className="mono small">{value}</span>
        <span className="quest__actions">
          {view.rerollable ? (
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={rerolling}
              aria-busy={rerolling}
              onClick={() => reroll.mutate(quest)}
              data-testid={`quest-reroll-${quest.quest_id}`}
            >
              {rerolling ? t('profile.quests.rerolling') : t('profile.quests.reroll')}
            </button>
          ) : !view.claimable ? (
            <TimeLeft to={quest.reroll_at} label={(time) => t('profile.quests.rerollIn', { time })} testId={`quest-reroll-in-${quest.quest_id}`} />
          ) : null}
          {view.claimable ? <ClaimButton pending={claiming} onClick={() => claim.mutate(quest)} testId={`quest-claim-${quest.quest_id}`} /> : null}
        </span>
      </div>
    </li>
  );
}

function DailyQuestsSection({ steamId, data, now, onReset }: { steamId: string; data: DailyQuests; now: number; onReset: () => void }) {
  const t = useProfileT();
  const f = useFormat();
  const toast = useToast();
  const claim = useClaimMutation({
    steamId,
    mutationFn: (id, quest: DailyQuest) => claimQuest(id, quest.quest_id),
    toEffect: (reply) => ({ position: reply.position, coins: reply.coins, quests: 1 }),
    onSuccess: (_reply, quest) => toast(t('profile.quests.claimedToast', { amount: f.number(quest.gold) }), 'ok'),
  });
  const reroll = useClaimMutation({
    steamId,
    mutationFn: (id, quest: DailyQuest) => rerollQuest(id, quest.quest_id),
    toEffect: (reply) => ({ position: reply.position }),
    onSuccess: () => toast(t('profile.quests.rerolledToast'), 'ok'),
  });
  return (
    <Section
      id="daily-quests"
      title={t('profile.quests.title')}
      subtitle={t('profile.quests.subtitle')}
      aside={<span className="muted small">{t('profile.quests.slots', { active: f.number(data.quests.length), slots: f.number(data.slots) })}</span>}
      className="profile-card--wide"
    >
      {data.quests.length === 0 ? (
        <p className="muted">{t('profile.quests.empty')}</p>
      ) : (
        <ul className="quests">
          {data.quests.map((quest) => (
            <QuestCard key={quest.quest_id} quest={quest} now={now} claim={claim} reroll={reroll} />
          ))}
        </ul>
      )}
      {data.slots < 3 ? (
        <p className="muted small">
          {t('profile.quests.plusSlot')}{' '}
          <Link to="/store">{t('profile.dailyGold.getPlus')}</Link>
        </p>
      ) : null}
      <TimeLeft to={data.earned_today.resets_at} label={(time) => t('progress.resetsIn', { time })} onDone={onReset} testId="quests-resets-in" />
    </Section>
  );
}

function EarnedTodaySection({ data, onReset }: { data: DailyQuests['earned_today']; onReset: () => void }) {
  const t = useProfileT();
  const f = useFormat();
  const rows = [
    { key: 'xp', label: t('profile.earned.xp'), value: data.xp, cap: data.xp_cap },
    { key: 'gold', label: t('profile.earned.gold'), value: data.gold, cap: data.gold_cap },
  ] as const;
  return (
    <Section
      id="earned-today"
      title={t('profile.earned.title')}
      subtitle={t('profile.earned.subtitle')}
      aside={<TimeLeft to={data.resets_at} label={(time) => t('progress.resetsIn', { time })} onDone={onReset} testId="earned-resets-in" />}
    >
      <dl className="earned">
        {rows.map((row) => {
          const text = t('profile.earned.value', { value: f.number(row.value), cap: f.number(row.cap) });
          return (
            <div key={row.key} className="earned__row">
              <dt className="earned__label">
                {row.label}
                {row.cap > 0 && row.value >= row.cap ? <span className="muted small"> · {t('profile.earned.capReached')}</span> : null}
              </dt>
              <dd className="earned__value mono" data-testid={`earned-${row.key}`} data-value={row.value} data-cap={row.cap}>
                {text}
              </dd>
              <Meter value={row.value} max={row.cap} label={row.label} valueText={text} className="earned__meter" />
            </div>
          );
        })}
      </dl>
    </Section>
  );
}

function DailyGoldSection({ steamId, data }: { steamId: string; data: DailyQuests['daily_gold'] }) {
  const t = useProfileT();
  const f = useFormat();
  const toast = useToast();
  const state = dailyGoldState(data);
  const claim = useClaimMutation({
    steamId,
    mutationFn: (id, _none: void) => claimDailyGold(id),
    toEffect: (reply) => ({ position: reply.position, coins: reply.coins }),
    onSuccess: (reply) => toast(t('profile.dailyGold.claimedToast', { gold: f.number(reply.gold) }), 'ok'),
  });
  return (
    <Section id="daily-gold" title={t('profile.dailyGold.title')} subtitle={t('profile.dailyGold.text', { gold: f.number(data.gold) })}>
      <div className="profile-card__row" data-testid="daily-gold-state" data-state={state}>
        {state === 'claimable' ? (
          <ClaimButton pending={claim.isPending} onClick={() => claim.mutate()} testId="daily-gold-claim" />
        ) : state === 'claimed' ? (
          <>
            <StateTag tone="claimed">{t('progress.claimed')}</StateTag>
            <span className="muted small">{t('profile.dailyGold.claimed')}</span>
          </>
        ) : (
          <>
            <span className="muted small">{t('profile.dailyGold.plusRequired')}</span>
            <Link className="button button--small" to="/store">
              {t('profile.dailyGold.getPlus')}
            </Link>
          </>
        )}
      </div>
    </Section>
  );
}

function DoubledownSection({ steamId, data }: { steamId: string; data: DailyQuests['doubledown'] }) {
  const t = useProfileT();
  const toast = useToast();
  const state = doubledownState(data);
  const use = useClaimMutation({
    steamId,
    mutationFn: (id, _none: void) => armDoubledown(id),
    toEffect: (reply) => ({ position: reply.position }),
    onSuccess: () => toast(t('profile.doubledown.armedToast'), 'ok'),
  });
  return (
    <Section id="doubledown" title={t('profile.doubledown.title')} subtitle={t('profile.doubledown.text')}>
      <ul className="doubledown" data-testid="doubledown-state" data-state={state} data-armed={data.armed} data-items={data.items} data-plus-free={data.plus_free_available}>
        {data.armed ? (
          <li>
            <StateTag tone="ready">{t('profile.doubledown.armed')}</StateTag>
          </li>
        ) : null}
        <li className="muted small">{data.items > 0 ? t('profile.doubledown.items', { count: data.items }) : t('profile.doubledown.none')}</li>
        {data.plus_free_available ? <li className="muted small">{t('profile.doubledown.plusFree')}</li> : null}
      </ul>
      <div className="profile-card__row">
        <button
          type="button"
          className="button button--small"
          disabled={use.isPending || state === 'armed' || state === 'none'}
          aria-busy={use.isPending}
          onClick={() => use.mutate()}
          data-testid="doubledown-use"
        >
          {use.isPending ? t('profile.doubledown.using') : t('profile.doubledown.use')}
        </button>
      </div>
    </Section>
  );
}

const STATE_TONE = { claimed: 'claimed', claimable: 'ready', ready: 'ready', upcoming: 'upcoming', waiting: 'upcoming', later: 'locked' } as const;

function LoginSection({ steamId, data, onReset }: { steamId: string; data: LoginQuests; onReset: () => void }) {
  const t = useProfileT();
  const toast = useToast();
  const claim = useClaimMutation({
    steamId,
    mutationFn: (id, _none: void) => claimLoginReward(id),
    toEffect: (reply) => ({ position: reply.position, coins: reply.coins, quests: 1 }),
    onSuccess: () => toast(t('profile.login.claimedToast'), 'ok'),
  });
  const label = { claimed: t('progress.claimed'), claimable: t('progress.ready'), upcoming: t('progress.upcoming') };
  return (
    <Section
      id="login-rewards"
      title={t('profile.login.title')}
      subtitle={t('profile.login.subtitle')}
      aside={<TimeLeft to={data.resets_at} label={(time) => t('progress.resetsIn', { time })} onDone={onReset} testId="login-resets-in" />}
      className="profile-card--wide"
    >
      <ol className="reward-days">
        {data.days.map((day) => {
          const state = loginDayState(day);
          return (
            <li key={day.index} className={`reward-day reward-day--${state}`} data-testid="login-day" data-day={day.index} data-state={state}>
              <span className="reward-day__title">{t('profile.login.day', { day: day.index })}</span>
              <RewardLabel reward={day.reward} className="reward-day__reward" />
              <StateTag tone={STATE_TONE[state]}>{label[state]}</StateTag>
            </li>
          );
        })}
      </ol>
      <div className="profile-card__row">
        <ClaimButton pending={claim.isPending} disabled={!data.claimable} onClick={() => claim.mutate()} testId="login-claim" />
      </div>
    </Section>
  );
}

function WelcomeSection({ steamId, data, now, onReady }: { steamId: string; data: WelcomeQuests; now: number; onReady: () => void }) {
  const t = useProfileT();
  const toast = useToast();
  const claim = useClaimMutation({
    steamId,
    mutationFn: (id, _none: void) => claimWelcomeReward(id),
    toEffect: (reply) => ({ position: reply.position, coins: reply.coins, quests: 1 }),
    onSuccess: () => toast(t('profile.welcome.claimedToast'), 'ok'),
  });
  const label = { claimed: t('progress.claimed'), ready: t('progress.ready'), waiting: t('progress.upcoming'), later: t('progress.locked') };
  const allClaimed = data.next_index === null;
  return (
    <Section id="welcome-rewards" title={t('profile.welcome.title')} subtitle={t('profile.welcome.subtitle')} className="profile-card--wide">
      <ol className="reward-days">
        {data.rewards.map((reward) => {
          const state = welcomeRewardState(data, reward, now);
          return (
            <li key={reward.index} className={`reward-day reward-day--${state}`} data-testid="welcome-reward" data-index={reward.index} data-state={state}>
              <span className="reward-day__title">{t('profile.welcome.gift', { index: reward.index })}</span>
              <RewardLabel reward={reward.reward} className="reward-day__reward" />
              <StateTag tone={STATE_TONE[state]}>{label[state]}</StateTag>
            </li>
          );
        })}
      </ol>
      <div className="profile-card__row">
        {allClaimed ? (
          <span className="muted small">{t('profile.welcome.allClaimed')}</span>
        ) : (
          <>
            <ClaimButton pending={claim.isPending} disabled={!data.claimable} onClick={() => claim.mutate()} testId="welcome-claim" />
            {!data.claimable && data.next_at ? (
              <TimeLeft to={data.next_at} label={(time) => t('profile.welcome.nextIn', { time })} onDone={onReady} testId="welcome-next-in" />
            ) : null}
          </>
        )}
      </div>
    </Section>
  );
}

function SubscriptionsSection({ profile, now }: { profile: PlayerProfile; now: number }) {
  const t = useProfileT();
  const f = useFormat();
  const status = plusStatus(profile, now);
  const text =
    status.kind === 'until'
      ? t('profile.subscriptions.activeUntil', { date: f.dateTime(status.until) })
      : status.kind === 'gaimin'
        ? t('profile.subscriptions.activeGaimin')
        : status.kind === 'active'
          ? t('profile.subscriptions.active')
          : status.kind === 'expired'
            ? t('profile.subscriptions.expired', { date: f.dateTime(status.ended) })
            : t('profile.subscriptions.none');
  const active = status.kind === 'until' || status.kind === 'gaimin' || status.kind === 'active';
  return (
    <Section id="subscriptions" title={t('profile.subscriptions.title')}>
      <div className="subscription" data-testid="subscription-plus" data-active={active} data-status={status.kind}>
        <div>
          <strong>{t('profile.subscriptions.plus')}</strong>
          <p className="muted small">{text}</p>
        </div>
        {status.kind !== 'gaimin' ? (
          <Link className={`button button--small${active ? ' button--ghost' : ' button--primary'}`} to="/store">
            {active ? t('profile.subscriptions.extend') : t('profile.subscriptions.getPlus')}
          </Link>
        ) : null}
      </div>
    </Section>
  );
}

/** A section that loads: its error (with a retry), a spinner, or its content. */
function Loaded<T>({ query, children }: { query: { isError: boolean; isPending: boolean; data: T | undefined; refetch: () => unknown }; children: (data: T) => ReactNode }) {
  const t = useProfileT();
  if (query.isError) return <InlineError text={t('profile.sectionError')} onRetry={() => void query.refetch()} />;
  if (query.isPending || query.data === undefined) return <Loading />;
  return <>{children(query.data)}</>;
}

function Profile({ user }: { user: SessionUser }) {
  const t = useProfileT();
  const f = useFormat();
  const now = useNow(1000);
  const steamId = user.id;
  const profile = useQuery(playerProfileQuery(steamId));
  const daily = useQuery(dailyQuestsQuery(steamId));
  const login = useQuery(loginQuestsQuery(steamId));
  const welcome = useQuery(welcomeQuestsQuery(steamId));
  const games = useQuery(playerGamesQuery(steamId, 1, 5));
  const p = profile.data;
  const refetchDaily = () => void daily.refetch();

  return (
    <div className="page profile-page">
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} className="profile-page__header">
        <div className="profile-page__who">
          <Avatar steamId={user.id} name={user.displayName} url={user.photos?.[0]?.value} size={48} />
          <div>
            <strong data-testid="profile-user">{p?.username || user.displayName}</strong>
            <Link className="small profile-page__public" to={`/players/${encodeURIComponent(steamId)}`}>
              {t('profile.links.publicProfile')}
            </Link>
          </div>
        </div>
      </PageHeader>

      <nav className="profile-page__links" aria-label={t('profile.title')}>
        <Link className="profile-link-card card" to={BATTLE_PASS_PATH} data-testid="profile-battle-pass-link">
          <strong>{t('profile.links.battlePass')}</strong>
          {p ? <span className="muted small">{t('profile.summary.bpLevel', { level: f.number(p.bp_level) })}</span> : null}
          {p && p.unclaimed_bp_rewards > 0 ? (
            <span className="count-pill" data-testid="profile-bp-to-claim">
              {t('profile.summary.bpToClaim', { count: p.unclaimed_bp_rewards })}
            </span>
          ) : null}
        </Link>
        <Link className="profile-link-card card" to={ACHIEVEMENTS_PATH} data-testid="profile-achievements-link">
          <strong>{t('profile.links.achievements')}</strong>
          {p && p.achievements_to_claim > 0 ? (
            <span className="count-pill">{t('profile.summary.achievementsToClaim', { count: p.achievements_to_claim })}</span>
          ) : null}
        </Link>
        <Link className="profile-link-card card" to={ARMORY_PATH}>
          <strong>{t('profile.links.armory')}</strong>
        </Link>
        <Link className="profile-link-card card" to={MY_STATS_PATH}>
          <strong>{t('profile.links.stats')}</strong>
        </Link>
      </nav>

      <div className="profile-grid-cards">
        <Loaded query={daily}>{(data) => <DailyQuestsSection steamId={steamId} data={data} now={now} onReset={refetchDaily} />}</Loaded>
        <Loaded query={daily}>{(data) => <EarnedTodaySection data={data.earned_today} onReset={refetchDaily} />}</Loaded>
        <Loaded query={daily}>{(data) => <DailyGoldSection steamId={steamId} data={data.daily_gold} />}</Loaded>
        <Loaded query={daily}>{(data) => <DoubledownSection steamId={steamId} data={data.doubledown} />}</Loaded>
        <Loaded query={profile}>{(data) => <SubscriptionsSection profile={data} now={now} />}</Loaded>
        <Loaded query={login}>{(data) => <LoginSection steamId={steamId} data={data} onReset={() => void login.refetch()} />}</Loaded>
        <Loaded query={welcome}>{(data) => <WelcomeSection steamId={steamId} data={data} now={now} onReady={() => void welcome.refetch()} />}</Loaded>
      </div>

      <SectionWithMoreLink id="profile-recent-games" title={t('profile.recent.title')} moreTo={MATCH_HISTORY_PATH} moreLabel={t('profile.recent.more')}>
        {games.isError ? (
          <InlineError text={t('profile.sectionError')} onRetry={() => void games.refetch()} />
        ) : (
          <PlayerGamesTable games={games.data?.games ?? []} loading={games.isPending} rows={5} />
        )}
      </SectionWithMoreLink>
    </div>
  );
}

/**
 * `/profile`: the signed-in player's daily quests (progress, Claim, Reroll), today's earnings
 * against the daily caps, the Plus daily gold, the double-down, subscriptions, the weekly login
 * and welcome rewards, and recent games. Visitors get a sign-in prompt.
 */
export function ProfilePage() {
  const t = useProfileT();
  useDocumentTitle(t('profile.title'));
  const { user, loading } = useSession();
  if (loading) return <Loading />;
  if (!user) return <SignInPrompt testId="profile-sign-in" />;
  return <Profile user={user} />;
}
