import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { God } from '../../../shared/api/types';
import { useFormat } from '../../../shared/format';
import { GodImage } from '../../catalog';
import { needsPlus, ownedOnlyThroughPlus, progressOf, shownReasons, type PlayerGod } from '../filters';
import { LinkedText } from './LinkedText';

/** Where the store shows a god's gold card (its `?item=` opens the item's checkout). */
function goldCardStorePath(godId: string): string {
  return `/store?item=${encodeURIComponent(`gold_card_${godId}`)}`;
}

interface GodTileProps {
  god: PlayerGod;
  /** the catalog's entry (icon); undefined when the catalog does not know the god */
  catalogGod: God | undefined;
  name: string;
  hasPlus: boolean;
  /** Bans the god from the player's pool (`true`) or lifts the ban (`false`). */
  onBan: (banned: boolean) => void;
  /** A ban of this god is being sent. */
  banPending: boolean;
  /** The last ban of this god failed. */
  banFailed: boolean;
}

/**
 * One god (`god-card-{id}`, `data-owned`): icon, name, Owned / Not owned, a badge per reason it
 * is owned (`god-reason`, `data-reason`), "Plus-exclusive: get Plus to play it" for a
 * Plus-exclusive god without Plus, how to get a god not owned, and the progress towards its gold
 * card (`god-progress`, a `<progress>`); "Banned" (`god-banned`) and a Ban / Unban button
 * (`god-ban`, `data-banned`): a god is banned only while owned, a ban is lifted at any time;
 * "Disabled for everyone" (`god-disabled`, `data-enabled`) when an admin disabled the god
 * (docs/game-rules.md "Global god flags").
 */
export function GodTile({ god, catalogGod, name, hasPlus, onBan, banPending, banFailed }: GodTileProps) {
  const { t } = useTranslation('gods');
  const f = useFormat();
  const reasons = shownReasons(god);
  const progress = progressOf(god);
  const titleId = `god-${god.god_name}-name`;
  return (
    <li
      className={`god-tile ${god.owned ? 'is-owned' : 'is-locked'}`}
      data-testid={`god-card-${god.god_name}`}
      data-owned={god.owned ? 'true' : 'false'}
      data-banned={god.banned ? 'true' : 'false'}
      data-enabled={god.god_enabled ? 'true' : 'false'}
      data-god={god.god_name}
    >
      <div className="god-tile__top">
        <span className="god-tile__icon">
          <GodImage id={god.god_name} god={catalogGod} size={56} />
        </span>
        <div className="god-tile__title">
          <h3 id={titleId} className="god-tile__name">
            {name}
          </h3>
          <span className="god-tile__status small" data-testid="god-status">
            {god.owned ? t('owned') : t('notOwned')}
          </span>
        </div>
      </div>

      {reasons.length > 0 ? (
        <ul className="god-tile__badges" aria-label={t('reasonsLabel', { name })}>
          {reasons.map((reason) => (
            <li key={reason} className={`tag god-reason god-reason--${reason}`} data-testid="god-reason" data-reason={reason}>
              {t(`reasons.${reason}`)}
            </li>
          ))}
        </ul>
      ) : null}
      {ownedOnlyThroughPlus(god) ? <p className="muted small god-tile__note">{t('plusOnly')}</p> : null}

      {needsPlus(god, hasPlus) ? (
        <Link className="tag god-reason god-reason--plus-needed" to="/store" data-testid="god-plus-needed">
          {t('plusNeeded')}
        </Link>
      ) : null}
      {!god.owned ? (
        <p className="small god-tile__how" data-testid="god-how-to-get">
          <LinkedText text={t('howToGet')} to={goldCardStorePath(god.god_name)} testId="god-store-link" />
        </p>
      ) : null}

      {god.god_enabled ? null : (
        <p className="tag god-reason god-reason--disabled" data-testid="god-disabled">
          {t('disabled')}
        </p>
      )}
      {god.banned ? (
        <p className="tag god-reason god-reason--banned" data-testid="god-banned">
          {t('banned')}
        </p>
      ) : null}
      {god.owned || god.banned ? (
        <button
          type="button"
          className="button button--ghost button--small god-tile__ban"
          onClick={() => onBan(!god.banned)}
          disabled={banPending}
          aria-label={t(god.banned ? 'unbanLabel' : 'banLabel', { name })}
          data-testid="god-ban"
          data-banned={god.banned ? 'true' : 'false'}
        >
          {t(god.banned ? 'unban' : 'ban')}
        </button>
      ) : null}
      {banFailed ? (
        <p className="small god-tile__error" role="alert" data-testid="god-ban-error">
          {t('banError')}
        </p>
      ) : null}

      {progress ? (
        <div className="god-tile__progress">
          <div className="god-tile__progress-label small">
            <span className="muted" aria-hidden>
              {t('progress')}
            </span>
            <span className="mono" aria-hidden>
              {t('progressValue', { progress: f.number(progress.value), target: f.number(progress.max) })}
            </span>
          </div>
          <progress
            className="god-tile__bar"
            value={progress.value}
            max={progress.max}
            aria-label={t('progressLabel', { name })}
            aria-valuetext={t('progressValue', { progress: f.number(progress.value), target: f.number(progress.max) })}
            data-testid="god-progress"
            data-progress={progress.value}
            data-target={progress.max}
          />
        </div>
      ) : null}
    </li>
  );
}
