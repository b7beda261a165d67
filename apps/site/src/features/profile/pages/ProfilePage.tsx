import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { playerProfileQuery } from '../../../shared/api/player-profile';
import type { SessionUser } from '../../../shared/api/types';
import { Avatar } from '../../../shared/components/Avatar';
import { PageHeader } from '../../../shared/components/PageHeader';
import { SectionWithMoreLink } from '../../../shared/components/SectionWithMoreLink';
import { InlineError, Loading } from '../../../shared/components/States';
import { useFormat, useNow } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { ARMORY_PATH } from '../../chests';
import { SignedIn } from '../../auth';
import { MATCH_HISTORY_PATH, MY_STATS_PATH, PlayerGamesTable, playerGamesQuery } from '../../game-results';
import { PurchasesSection } from '../../orders';
import { dailyQuestsQuery, loginQuestsQuery, welcomeQuestsQuery } from '../api';
import { SignInPrompt } from '../components/SignInPrompt';
import { ACHIEVEMENTS_PATH, BATTLE_PASS_PATH } from '../paths';
import { DailyQuestsSection, EarnedTodaySection } from '../components/QuestCards';
import { DailyGoldSection, DoubledownSection, SubscriptionsSection } from '../components/PerkCards';
import { LoginSection, WelcomeSection } from '../components/RewardCalendars';
import './ProfilePage.css';

/** A section that loads: its error (with a retry), a spinner, or its content. */
function Loaded<T>({
  query,
  children,
}: {
  query: { isError: boolean; isPending: boolean; data: T | undefined; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('profile');
  if (query.isError) return <InlineError text={t('sectionError')} onRetry={() => void query.refetch()} />;
  if (query.isPending || query.data === undefined) return <Loading />;
  return <>{children(query.data)}</>;
}

function Profile({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
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
      <PageHeader title={t('title')} subtitle={t('subtitle')} className="profile-page__header">
        <div className="profile-page__who">
          <Avatar steamId={user.id} name={user.displayName} url={user.photos?.[0]?.value} size={48} />
          <div>
            <strong data-testid="profile-user">{p?.username || user.displayName}</strong>
            <Link className="small profile-page__public" to={`/players/${encodeURIComponent(steamId)}`}>
              {t('links.publicProfile')}
            </Link>
          </div>
        </div>
      </PageHeader>

      <nav className="profile-page__links" aria-label={t('title')}>
        <Link className="profile-link-card card" to={BATTLE_PASS_PATH} data-testid="profile-battle-pass-link">
          <strong>{t('links.battlePass')}</strong>
          {p ? <span className="muted small">{t('summary.bpLevel', { level: f.number(p.bp_level) })}</span> : null}
          {p && p.unclaimed_bp_rewards > 0 ? (
            <span className="count-pill" data-testid="profile-bp-to-claim">
              {t('summary.bpToClaim', { count: p.unclaimed_bp_rewards })}
            </span>
          ) : null}
        </Link>
        <Link className="profile-link-card card" to={ACHIEVEMENTS_PATH} data-testid="profile-achievements-link">
          <strong>{t('links.achievements')}</strong>
          {p && p.achievements_to_claim > 0 ? (
            <span className="count-pill">{t('summary.achievementsToClaim', { count: p.achievements_to_claim })}</span>
          ) : null}
        </Link>
        <Link className="profile-link-card card" to={ARMORY_PATH}>
          <strong>{t('links.armory')}</strong>
        </Link>
        <Link className="profile-link-card card" to={MY_STATS_PATH}>
          <strong>{t('links.stats')}</strong>
        </Link>
      </nav>

      <div className="profile-grid-cards">
        <Loaded query={daily}>{(data) => <DailyQuestsSection steamId={steamId} data={data} now={now} onReset={refetchDaily} />}</Loaded>
        <Loaded query={daily}>{(data) => <EarnedTodaySection data={data.earned_today} onReset={refetchDaily} />}</Loaded>
        <Loaded query={daily}>{(data) => <DailyGoldSection steamId={steamId} data={data.daily_gold} />}</Loaded>
        <Loaded query={daily}>{(data) => <DoubledownSection steamId={steamId} data={data.doubledown} />}</Loaded>
        <Loaded query={profile}>{(data) => <SubscriptionsSection steamId={steamId} profile={data} now={now} />}</Loaded>
        <Loaded query={login}>{(data) => <LoginSection steamId={steamId} data={data} onReset={() => void login.refetch()} />}</Loaded>
        <Loaded query={welcome}>
          {(data) => <WelcomeSection steamId={steamId} data={data} now={now} onReady={() => void welcome.refetch()} />}
        </Loaded>
      </div>

      <SectionWithMoreLink id="profile-recent-games" title={t('recent.title')} moreTo={MATCH_HISTORY_PATH} moreLabel={t('recent.more')}>
        {games.isError ? (
          <InlineError text={t('sectionError')} onRetry={() => void games.refetch()} />
        ) : (
          <PlayerGamesTable games={games.data?.items ?? []} loading={games.isPending} rows={5} />
        )}
      </SectionWithMoreLink>

      <PurchasesSection steamId={steamId} />
    </div>
  );
}

/**
 * `/profile`: the signed-in player's daily quests (progress, Claim, Reroll), today's earnings
 * against the daily caps, the Plus daily gold, the double-down, subscriptions (with Plus renewals),
 * the weekly login and welcome rewards, recent games, and the player's purchases for real money. Visitors get a sign-in prompt.
 */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('title'));
  return <SignedIn prompt={<SignInPrompt testId="profile-sign-in" />}>{(user) => <Profile user={user} />}</SignedIn>;
}
