import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageHeader } from '../../../shared/components/PageHeader';
import { ErrorPanel, Loading } from '../../../shared/components/States';
import { useToast } from '../../../shared/components/Toast';
import { useFormat } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { SignedIn } from '../../auth';
import { Meter, PROFILE_PATH, RewardLabel, SignInPrompt, StateTag, useClaimMutation } from '../../profile';
import { achievementsQuery, claimAchievement } from '../api';
import { achievementProgress, canClaim, nextTier, tierState, type TierState } from '../logic';
import type { Achievement } from '../types';
import './AchievementsPage.css';

const TONE: Record<TierState, 'claimed' | 'ready' | 'locked' | 'upcoming'> = {
  claimed: 'claimed',
  claimable: 'ready',
  reached: 'ready',
  not_reached: 'upcoming',
};

function AchievementCard({
  achievement,
  claim,
}: {
  achievement: Achievement;
  claim: { isPending: boolean; variables?: Achievement; mutate: (a: Achievement) => void };
}) {
  const { t } = useTranslation(['achievements', 'profile']);
  const f = useFormat();
  const name = t(`profile:progress.stats.${achievement.stat}`);
  const progress = achievementProgress(achievement);
  const next = nextTier(achievement);
  const claimable = canClaim(achievement);
  const claiming = claim.isPending && claim.variables?.achievement_id === achievement.achievement_id;
  const stateLabel: Record<TierState, string> = {
    claimed: t('profile:progress.claimed'),
    claimable: t('profile:progress.ready'),
    reached: t('reached'),
    not_reached: t('profile:progress.notReached'),
  };
  const nextText = progress.goal === null ? t('allClaimed') : t('next', { value: f.number(progress.value), goal: f.number(progress.goal) });
  return (
    <article
      className={`card achievement${claimable ? ' is-claimable' : ''}`}
      aria-labelledby={`achievement-${achievement.achievement_id}`}
      data-testid="achievement"
      data-achievement-id={achievement.achievement_id}
      data-value={achievement.value}
      data-claimable={claimable}
    >
      <header className="achievement__head">
        <div>
          <h2 id={`achievement-${achievement.achievement_id}`} className="achievement__name">
            {name}
          </h2>
          <p className="muted small" data-testid={`achievement-value-${achievement.achievement_id}`}>
            {t('value', { value: f.number(achievement.value) })}
          </p>
        </div>
        {claimable && next ? (
          <button
            type="button"
            className="button button--primary button--small"
            disabled={claiming}
            aria-busy={claiming}
            onClick={() => claim.mutate(achievement)}
            data-testid={`achievement-claim-${achievement.achievement_id}`}
          >
            {claiming ? t('profile:progress.claiming') : t('claimTier', { tier: f.number(next.tier) })}
          </button>
        ) : null}
      </header>
      <Meter value={progress.fraction} max={1} label={t('progressLabel', { name })} valueText={nextText} />
      <p className="muted small mono">{nextText}</p>
      <table className="achievement__tiers">
        <caption className="sr-only">{t('tiers')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tiers')}</th>
            <th scope="col" className="col-num">
              {t('goal')}
            </th>
            <th scope="col">{t('reward')}</th>
            <th scope="col">{t('state')}</th>
          </tr>
        </thead>
        <tbody>
          {achievement.tiers.map((tier) => {
            const state = tierState(achievement, tier);
            return (
              <tr
                key={tier.tier}
                className={`achievement__tier achievement__tier--${state}`}
                data-testid="achievement-tier"
                data-tier={tier.tier}
                data-state={state}
              >
                <th scope="row">{t('tier', { tier: f.number(tier.tier) })}</th>
                <td className="col-num mono">{f.number(tier.goal)}</td>
                <td>
                  <RewardLabel reward={tier.reward} />
                </td>
                <td>
                  <StateTag tone={TONE[state]}>{stateLabel[state]}</StateTag>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </article>
  );
}

function Achievements({ steamId }: { steamId: string }) {
  const { t } = useTranslation(['achievements', 'profile']);
  const toast = useToast();
  const query = useQuery(achievementsQuery(steamId));
  const claim = useClaimMutation({
    steamId,
    mutationFn: (id, achievement: Achievement) => claimAchievement(id, achievement.quest_id),
    toEffect: (reply) => ({ position: reply.position, coins: reply.balance, achievements: 1 }),
    onSuccess: (reply, achievement) =>
      toast(t('claimedToast', { tier: reply.tier, name: t(`profile:progress.stats.${achievement.stat}`) }), 'ok'),
  });
  if (query.isError) return <ErrorPanel title={t('error')} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <Loading />;
  const data = query.data;
  return (
    <div className="page achievements-page">
      <nav className="breadcrumb">
        <Link to={PROFILE_PATH}>
          <span aria-hidden>← </span>
          {t('profile:progress.backToProfile')}
        </Link>
      </nav>
      <PageHeader title={t('title')} subtitle={t('subtitle')}>
        {data.to_claim > 0 ? (
          <span className="tag" data-testid="achievements-to-claim" data-count={data.to_claim}>
            {t('toClaim', { count: data.to_claim })}
          </span>
        ) : null}
      </PageHeader>
      {data.achievements.length === 0 ? (
        <p className="muted empty">{t('empty')}</p>
      ) : (
        <div className="achievements-grid">
          {data.achievements.map((achievement) => (
            <AchievementCard key={achievement.achievement_id} achievement={achievement} claim={claim} />
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * `/profile/achievements`: every achievement of the signed-in player with its value, its tiers
 * (goal, reward, reached, claimed) and Claim for the next tier. Visitors get a sign-in prompt.
 * Open to every player at its address (the header lists it for admins only).
 */
export function AchievementsPage() {
  const { t } = useTranslation(['achievements', 'profile']);
  useDocumentTitle(t('title'));
  return <SignedIn prompt={<SignInPrompt testId="achievements-sign-in" />}>{(user) => <Achievements steamId={user.id} />}</SignedIn>;
}
