import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PlayerProfile } from '../../../shared/api/types';
import { useToast } from '../../../shared/components/Toast';
import { useFormat } from '../../../shared/format';
import { PlusRenewals } from '../../orders';
import { armDoubledown, claimDailyGold } from '../api';
import { useClaimMutation } from '../hooks';
import { dailyGoldState, doubledownState, plusStatus } from '../logic';
import type { DailyQuests } from '../types';
import { StateTag } from './StateTag';
import { Section, ClaimButton } from './ProfileSection';

export function DailyGoldSection({ steamId, data }: { steamId: string; data: DailyQuests['daily_gold'] }) {
  const { t } = useTranslation('profile');
  const f = useFormat();
  const toast = useToast();
  const state = dailyGoldState(data);
  const claim = useClaimMutation({
    steamId,
    mutationFn: (id, _none: void) => claimDailyGold(id),
    toEffect: (reply) => ({ position: reply.position, coins: reply.coins }),
    onSuccess: (reply) => toast(t('dailyGold.claimedToast', { gold: f.number(reply.gold) }), 'ok'),
  });
  return (
    <Section id="daily-gold" title={t('dailyGold.title')} subtitle={t('dailyGold.text', { gold: f.number(data.gold) })}>
      <div className="profile-card__row" data-testid="daily-gold-state" data-state={state}>
        {state === 'claimable' ? (
          <ClaimButton pending={claim.isPending} onClick={() => claim.mutate()} testId="daily-gold-claim" />
        ) : state === 'claimed' ? (
          <>
            <StateTag tone="claimed">{t('progress.claimed')}</StateTag>
            <span className="muted small">{t('dailyGold.claimed')}</span>
          </>
        ) : (
          <>
            <span className="muted small">{t('dailyGold.plusRequired')}</span>
            <Link className="button button--small" to="/store">
              {t('dailyGold.getPlus')}
            </Link>
          </>
        )}
      </div>
    </Section>
  );
}

export function DoubledownSection({ steamId, data }: { steamId: string; data: DailyQuests['doubledown'] }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const state = doubledownState(data);
  const use = useClaimMutation({
    steamId,
    mutationFn: (id, _none: void) => armDoubledown(id),
    toEffect: (reply) => ({ position: reply.position }),
    onSuccess: () => toast(t('doubledown.armedToast'), 'ok'),
  });
  return (
    <Section id="doubledown" title={t('doubledown.title')} subtitle={t('doubledown.text')}>
      <ul
        className="doubledown"
        data-testid="doubledown-state"
        data-state={state}
        data-armed={data.armed}
        data-items={data.items}
        data-plus-free={data.plus_free_available}
      >
        {data.armed ? (
          <li>
            <StateTag tone="ready">{t('doubledown.armed')}</StateTag>
          </li>
        ) : null}
        <li className="muted small">{data.items > 0 ? t('doubledown.items', { count: data.items }) : t('doubledown.none')}</li>
        {data.plus_free_available ? <li className="muted small">{t('doubledown.plusFree')}</li> : null}
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
          {use.isPending ? t('doubledown.using') : t('doubledown.use')}
        </button>
      </div>
    </Section>
  );
}

/** Plus: active until when (or ended), the way to get or extend it, and the renewing subscriptions with their stop button. */
export function SubscriptionsSection({ steamId, profile, now }: { steamId: string; profile: PlayerProfile; now: number }) {
  const { t } = useTranslation('profile');
  const f = useFormat();
  const status = plusStatus(profile, now);
  const text =
    status.kind === 'until'
      ? t('subscriptions.activeUntil', { date: f.dateTime(status.until) })
      : status.kind === 'gaimin'
        ? t('subscriptions.activeGaimin')
        : status.kind === 'active'
          ? t('subscriptions.active')
          : status.kind === 'expired'
            ? t('subscriptions.expired', { date: f.dateTime(status.ended) })
            : t('subscriptions.none');
  const active = status.kind === 'until' || status.kind === 'gaimin' || status.kind === 'active';
  return (
    <Section id="subscriptions" title={t('subscriptions.title')}>
      <div className="subscription" data-testid="subscription-plus" data-active={active} data-status={status.kind}>
        <div>
          <strong>{t('subscriptions.plus')}</strong>
          <p className="muted small">{text}</p>
        </div>
        {status.kind !== 'gaimin' ? (
          <Link className={`button button--small${active ? ' button--ghost' : ' button--primary'}`} to="/store">
            {active ? t('subscriptions.extend') : t('subscriptions.getPlus')}
          </Link>
        ) : null}
      </div>
      <PlusRenewals steamId={steamId} />
    </Section>
  );
}
