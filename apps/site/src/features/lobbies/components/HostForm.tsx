import type { LobbyPlayerCard, LobbyRegion } from '@arena/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format';
import { LOBBY_MMR_MAXIMUMS, LOBBY_MMR_MINIMUMS, LOBBY_REGIONS } from '../constants';
import { useLobbyLabels } from '../labels';
import { inRange, isValidRange } from '../protocol';

/** A select's value for a rating limit: '' for none. */
const limitValue = (limit: number | null) => (limit === null ? '' : String(limit));
const asLimit = (value: string) => (value === '' ? null : Number(value));

/** Hosting: a region and a rating range (each end a limit or none) → `make_lobby`. */
export function HostForm({
  player,
  onHost,
}: {
  player: LobbyPlayerCard | null;
  onHost: (region: LobbyRegion, mmrMin: number | null, mmrMax: number | null) => void;
}) {
  const { t } = useTranslation('lobbies');
  const f = useFormat();
  const labels = useLobbyLabels();
  const id = useId();
  const [region, setRegion] = useState<LobbyRegion>(LOBBY_REGIONS[0]);
  const [mmrMin, setMmrMin] = useState<number | null>(null);
  const [mmrMax, setMmrMax] = useState<number | null>(null);
  const valid = isValidRange(mmrMin, mmrMax);
  const fits = !player || inRange(player.ladder_mmr, mmrMin, mmrMax);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (valid) onHost(region, mmrMin, mmrMax);
  }

  return (
    <section className="card lobbies__panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lobbies__panel-title">
        {t('host.title')}
      </h2>
      <form className="lobbies__host" onSubmit={submit}>
        <label className="lobbies__field" htmlFor={`${id}-region`}>
          <span className="muted small">{t('host.region')}</span>
          <select
            id={`${id}-region`}
            className="input"
            value={region}
            onChange={(e) => setRegion(e.target.value as LobbyRegion)}
            data-testid="host-region"
          >
            {LOBBY_REGIONS.map((r) => (
              <option key={r} value={r}>
                {labels.region(r)}
              </option>
            ))}
          </select>
        </label>
        <label className="lobbies__field" htmlFor={`${id}-min`}>
          <span className="muted small">{t('host.mmrMin')}</span>
          <select
            id={`${id}-min`}
            className="input"
            value={limitValue(mmrMin)}
            onChange={(e) => setMmrMin(asLimit(e.target.value))}
            data-testid="host-mmr-min"
          >
            <option value="">{t('host.noMin')}</option>
            {LOBBY_MMR_MINIMUMS.map((limit) => (
              <option key={limit} value={limit} disabled={!isValidRange(limit, mmrMax)}>
                {f.number(limit)}
              </option>
            ))}
          </select>
        </label>
        <label className="lobbies__field" htmlFor={`${id}-max`}>
          <span className="muted small">{t('host.mmrMax')}</span>
          <select
            id={`${id}-max`}
            className="input"
            value={limitValue(mmrMax)}
            onChange={(e) => setMmrMax(asLimit(e.target.value))}
            data-testid="host-mmr-max"
          >
            <option value="">{t('host.noMax')}</option>
            {LOBBY_MMR_MAXIMUMS.map((limit) => (
              <option key={limit} value={limit} disabled={!isValidRange(mmrMin, limit)}>
                {f.number(limit)}
              </option>
            ))}
          </select>
        </label>
        {!valid ? (
          <p className="lobbies__warning small" role="alert">
            {t('host.invalidRange')}
          </p>
        ) : !fits && player ? (
          <p className="lobbies__warning small">{t('host.outOfRange', { mmr: f.number(player.ladder_mmr) })}</p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={!valid} data-testid="host-submit">
          {t('host.submit')}
        </button>
      </form>
    </section>
  );
}
