import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/components/Toast';
import { claimLoginReward, claimWelcomeReward } from '../api';
import { useClaimMutation } from '../hooks';
import { loginDayState, welcomeRewardState } from '../logic';
import type { LoginQuests, WelcomeQuests } from '../types';
import { RewardLabel } from './RewardLabel';
import { StateTag } from './StateTag';
import { TimeLeft } from './TimeLeft';
import { Section, ClaimButton } from './ProfileSection';

const STATE_TONE = {
  claimed: 'claimed',
  claimable: 'ready',
  ready: 'ready',
  upcoming: 'upcoming',
  waiting: 'upcoming',
  later: 'locked',
} as const;

export function LoginSection({ steamId, data, onReset }: { steamId: string; data: LoginQuests; onReset: () => void }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const claim = useClaimMutation({
    steamId,
    mutationFn: (id, _none: void) => claimLoginReward(id, data.next_day),
    toEffect: (reply) => ({ position: reply.position, coins: reply.balance, quests: 1 }),
    onSuccess: () => toast(t('login.claimedToast'), 'ok'),
  });
  const label = { claimed: t('progress.claimed'), claimable: t('progress.ready'), upcoming: t('progress.upcoming') };
  return (
    <Section
      id="login-rewards"
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      aside={<TimeLeft to={data.resets_at} label={(time) => t('progress.resetsIn', { time })} onDone={onReset} testId="login-resets-in" />}
      className="profile-card--wide"
    >
      <ol className="reward-days">
        {data.days.map((day) => {
          const state = loginDayState(day);
          return (
            <li
              key={day.index}
              className={`reward-day reward-day--${state}`}
              data-testid="login-day"
              data-day={day.index}
              data-state={state}
            >
              <span className="reward-day__title">{t('login.day', { day: day.index })}</span>
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

export function WelcomeSection({
  steamId,
  data,
  now,
  onReady,
}: {
  steamId: string;
  data: WelcomeQuests;
  now: number;
  onReady: () => void;
}) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const claim = useClaimMutation({
    steamId,
    mutationFn: (id, _none: void) => claimWelcomeReward(id, data.next_index),
    toEffect: (reply) => ({ position: reply.position, coins: reply.balance, quests: 1 }),
    onSuccess: () => toast(t('welcome.claimedToast'), 'ok'),
  });
  const label = {
    claimed: t('progress.claimed'),
    ready: t('progress.ready'),
    waiting: t('progress.upcoming'),
    later: t('progress.locked'),
  };
  const allClaimed = data.next_index === null;
  return (
    <Section id="welcome-rewards" title={t('welcome.title')} subtitle={t('welcome.subtitle')} className="profile-card--wide">
      <ol className="reward-days">
        {data.rewards.map((reward) => {
          const state = welcomeRewardState(data, reward, now);
          return (
            <li
              key={reward.index}
              className={`reward-day reward-day--${state}`}
              data-testid="welcome-reward"
              data-index={reward.index}
              data-state={state}
            >
              <span className="reward-day__title">{t('welcome.gift', { index: reward.index })}</span>
              <RewardLabel reward={reward.reward} className="reward-day__reward" />
              <StateTag tone={STATE_TONE[state]}>{label[state]}</StateTag>
            </li>
          );
        })}
      </ol>
      <div className="profile-card__row">
        {allClaimed ? (
          <span className="muted small">{t('welcome.allClaimed')}</span>
        ) : (
          <>
            <ClaimButton pending={claim.isPending} disabled={!data.claimable} onClick={() => claim.mutate()} testId="welcome-claim" />
            {!data.claimable && data.next_at ? (
              <TimeLeft to={data.next_at} label={(time) => t('welcome.nextIn', { time })} onDone={onReady} testId="welcome-next-in" />
            ) : null}
          </>
        )}
      </div>
    </Section>
  );
}
