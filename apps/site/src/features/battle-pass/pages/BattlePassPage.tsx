import { useQuery } from '@tanstack/react-query';

import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageHeader } from '../../../shared/components/PageHeader';
import { ErrorPanel, Loading } from '../../../shared/components/States';
import { useToast } from '../../../shared/components/Toast';
import { Tooltip } from '../../../shared/components/Tooltip';
import { useFormat } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { SignedIn } from '../../auth';
import { Meter, PROFILE_PATH, RewardLabel, SignInPrompt, StateTag, useClaimMutation } from '../../profile';
import { battlePassLevelsQuery, claimAllLevels, claimLevel } from '../api';
import { claimableRewards, levelClaimable, levelProgress, trackState, type TrackState } from '../logic';
import type { BattlePassClaimReply, BattlePassLevel, BattlePassLevels, Track } from '../types';
import '../../../shared/components/ListTable.css';
import './BattlePassPage.css';

const TONE: Record<Exclude<TrackState, 'none'>, 'claimed' | 'ready' | 'locked' | 'upcoming'> = {
  claimed: 'claimed',
  claimable: 'ready',
  locked: 'locked',
  not_reached: 'upcoming',
};

function TrackCell({ level, track, unlocked }: { level: BattlePassLevel; track: Track; unlocked: boolean }) {
  const { t } = useTranslation(['battle-pass', 'profile']);
  const state = trackState(level, track, unlocked);
  const reward = track === 'free' ? level.free : level.upgraded;
  const label = {
    claimed: t('profile:progress.claimed'),
    claimable: t('profile:progress.ready'),
    locked: t('profile:progress.locked'),
    not_reached: t('profile:progress.notReached'),
  };
  return (
    <td className={`bp-cell bp-cell--${state}`} data-testid={`bp-${track}-${level.level}`} data-state={state}>
      {state === 'none' ? (
        <span className="muted small">{t('noReward')}</span>
      ) : (
        <span className="bp-cell__inner">
          <RewardLabel reward={reward} className="bp-cell__reward" />
          <StateTag tone={TONE[state]}>{label[state]}</StateTag>
        </span>
      )}
    </td>
  );
}

/** The level with its tooltip (total XP, XP to the next level), the progress bar, the upgrade and Claim all. */
function Summary({
  data,
  claimAll,
  claimable,
}: {
  data: BattlePassLevels;
  claimAll: { isPending: boolean; mutate: () => void };
  claimable: number;
}) {
  const { t } = useTranslation(['battle-pass', 'profile']);
  const f = useFormat();
  const progress = levelProgress(data);
  const xpText = t('progress', { xp: f.number(progress.into), next: f.number(progress.next) });
  return (
    <section className="card bp-summary" aria-label={t('title')}>
      <div className="bp-summary__level">
        <Tooltip
          testId="bp-level-tooltip"
          content={t('levelTip', {
            total: f.number(progress.totalXp),
            toNext: f.number(progress.toNext),
            next: f.number(progress.level + 1),
          })}
        >
          <span
            className="bp-level"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so that a keyboard opens its tooltip
            tabIndex={0}
            data-testid="bp-level"
            data-level={progress.level}
            data-total-xp={progress.totalXp}
            data-xp-to-next={progress.toNext}
          >
            {t('level', { level: f.number(progress.level) })}
          </span>
        </Tooltip>
        <div className="bp-summary__bar">
          <Meter
            value={progress.into}
            max={progress.next}
            label={t('progressLabel', { level: f.number(progress.level + 1) })}
            valueText={xpText}
            testId="bp-progress"
          />
          <span className="mono small muted" data-testid="bp-progress-text" data-fraction={progress.fraction}>
            {xpText}
          </span>
        </div>
      </div>
      <div className="bp-summary__side">
        <p className="small" data-testid="bp-unlocked" data-unlocked={data.unlocked}>
          {data.unlocked ? (
            <StateTag tone="claimed">{t('unlocked')}</StateTag>
          ) : (
            <>
              <span className="muted">{t('lockedTrack')}</span>{' '}
              <Link className="text-link" to="/store?item=buy_bp" data-testid="bp-upgrade">
                {t('upgrade')}
              </Link>
            </>
          )}
        </p>
        <div className="bp-summary__claim">
          <span className="muted small" data-testid="bp-to-claim" data-count={claimable}>
            {claimable > 0 ? t('toClaim', { count: claimable }) : t('nothingToClaim')}
          </span>
          <button
            type="button"
            className="button button--primary"
            disabled={claimAll.isPending || claimable === 0}
            aria-busy={claimAll.isPending}
            onClick={() => claimAll.mutate()}
            data-testid="bp-claim-all"
          >
            {claimAll.isPending ? t('profile:progress.claiming') : t('claimAll')}
          </button>
        </div>
      </div>
    </section>
  );
}

function BattlePass({ steamId }: { steamId: string }) {
  const { t } = useTranslation(['battle-pass', 'profile']);
  const f = useFormat();
  const toast = useToast();
  const query = useQuery(battlePassLevelsQuery(steamId));
  const toEffect = (reply: BattlePassClaimReply) => ({
    position: reply.position,
    coins: reply.balance,
    battlePassRewards: reply.claimed.length,
    bpLevel: reply.bp_level,
  });
  const onClaimed = (reply: BattlePassClaimReply) => toast(t('claimedToast', { count: reply.claimed.length }), 'ok');
  const claimOne = useClaimMutation({ steamId, mutationFn: (id, level: number) => claimLevel(id, level), toEffect, onSuccess: onClaimed });
  const claimAll = useClaimMutation({ steamId, mutationFn: (id, _none: void) => claimAllLevels(id), toEffect, onSuccess: onClaimed });

  if (query.isError) return <ErrorPanel title={t('error')} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <Loading />;
  const data = query.data;
  // the server's count (a claim-all also claims the levels its XP reaches); the page's own without it
  const claimable = typeof data.unclaimed_rewards === 'number' ? data.unclaimed_rewards : claimableRewards(data.levels, data.unlocked);
  const busy = claimAll.isPending;

  return (
    <div className="page battle-pass">
      <nav className="breadcrumb">
        <Link to={PROFILE_PATH}>
          <span aria-hidden>← </span>
          {t('profile:progress.backToProfile')}
        </Link>
      </nav>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Summary data={data} claimAll={claimAll} claimable={claimable} />

      <section aria-labelledby="bp-levels-title" className="bp-levels">
        <h2 id="bp-levels-title" className="sr-only">
          {t('levels')}
        </h2>
        <div className="table-wrap card">
          <table className="table bp-table">
            <thead>
              <tr>
                <th scope="col" className="col-num">
                  {t('columns.level')}
                </th>
                <th scope="col">{t('columns.free')}</th>
                <th
                  scope="col"
                  className={data.unlocked ? undefined : 'bp-table__locked'}
                  data-testid="bp-upgraded-track"
                  data-unlocked={data.unlocked}
                >
                  {t('columns.upgraded')}
                  {data.unlocked ? null : <span className="muted small"> · {t('profile:progress.locked')}</span>}
                </th>
                <th scope="col">
                  <span className="sr-only">{t('columns.claim')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.levels.map((level) => {
                const canClaim = levelClaimable(level, data.unlocked);
                const claiming = claimOne.isPending && claimOne.variables === level.level;
                const current = level.level === data.bp_level;
                return (
                  <tr
                    key={level.level}
                    className={`bp-row${level.reached ? ' is-reached' : ''}${current ? ' is-current' : ''}`}
                    data-testid="bp-level-row"
                    data-level={level.level}
                    data-reached={level.reached}
                    aria-current={current ? 'step' : undefined}
                  >
                    <th scope="row" className="col-num bp-row__level">
                      {f.number(level.level)}
                      {current ? <span className="sr-only"> ({t('current')})</span> : null}
                    </th>
                    <TrackCell level={level} track="free" unlocked={data.unlocked} />
                    <TrackCell level={level} track="upgraded" unlocked={data.unlocked} />
                    <td className="bp-row__action">
                      {canClaim ? (
                        <button
                          type="button"
                          className="button button--primary button--small"
                          disabled={claiming || busy}
                          aria-busy={claiming}
                          aria-label={t('claimLevel', { level: f.number(level.level) })}
                          onClick={() => claimOne.mutate(level.level)}
                          data-testid={`bp-claim-${level.level}`}
                        >
                          {claiming ? t('profile:progress.claiming') : t('profile:progress.claim')}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>

      <section className="card bp-automatic" aria-labelledby="bp-automatic-title">
        <h2 id="bp-automatic-title" className="bp-automatic__title">
          {t('automatic.title')}
        </h2>
        <p className="muted small">{t('automatic.subtitle')}</p>
        {data.automatic.length === 0 ? (
          <p className="muted">{t('automatic.empty')}</p>
        ) : (
          <ol className="bp-automatic__list">
            {data.automatic.map((entry) => (
              <li
                key={entry.level}
                className="bp-automatic__item"
                data-testid="bp-automatic"
                data-level={entry.level}
                data-granted={entry.granted}
              >
                <span className="mono bp-automatic__level">{t('level', { level: f.number(entry.level) })}</span>
                <RewardLabel reward={entry.reward} />
                {entry.granted ? (
                  <StateTag tone="claimed">{t('automatic.granted')}</StateTag>
                ) : (
                  <StateTag tone="upcoming">{t('automatic.atLevel', { level: f.number(entry.level) })}</StateTag>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/**
 * `/profile/battlepass`: the signed-in player's battle pass: the level (its tooltip gives the total
 * XP and the XP to the next level) and its progress bar, the free and upgraded tracks of levels
 * 1..80 (reached, claimed, locked), Claim per level and Claim all, and the automatic rewards past
 * level 80. Visitors get a sign-in prompt.
 */
export function BattlePassPage() {
  const { t } = useTranslation(['battle-pass', 'profile']);
  useDocumentTitle(t('title'));
  return <SignedIn prompt={<SignInPrompt testId="bp-sign-in" />}>{(user) => <BattlePass steamId={user.id} />}</SignedIn>;
}
