import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { God } from '../../../shared/api/types';
import { useFormat } from '../../../shared/format';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import { useProgressiveList } from '../../../shared/hooks/useProgressiveList';
import { useQueriesWhileHydrating } from '../../../shared/hooks/useQueriesWhileHydrating';
import { useSearchParamState } from '../../../shared/hooks/useSearchParamState';
import { asLanguage, type Language } from '../../../shared/i18n/i18n';
import { pickLocalized } from '../../../shared/i18n/localized';
import { GodImage } from '../components/GodImage';
import { FIRST_CARDS, LearnCatalog } from '../components/LearnCatalog';
import { godsQuery } from '../api';
import { matches } from '../search';
import { useGods } from '../useCatalog';
import './GodsPage.css';

type Power = God['powers'][number];
type Figure = Power['figures'][number];

/** A figure's value with its unit, e.g. "45%", "0.75 s", "350". */
function useFigureValue(): (figure: Figure, value: number) => string {
  const { t } = useTranslation('catalog');
  const f = useFormat();
  return (figure, value) => {
    const text = f.number(value, Number.isInteger(value) ? 0 : 2);
    if (figure.unit === 'percent') return t('gods.units.percent', { value: text });
    if (figure.unit === 'seconds') return t('gods.units.seconds', { value: text });
    return text;
  };
}

/** Columns a card holds before a table of steps turns (a row per step instead of a column). */
const MAX_STEP_COLUMNS = 6;

/**
 * The figures that follow a step (`shop_level` or `tier`) as one table: a row per figure and a
 * column per step, or, with more steps than a card holds (Spell Steal's 9 tiers), a row per step.
 */
function StepTable({
  power,
  per,
  figures,
  lang,
}: {
  power: Power;
  per: 'shop_level' | 'tier';
  figures: readonly Figure[];
  lang: Language;
}) {
  const { t } = useTranslation('catalog');
  const f = useFormat();
  const valueOf = useFigureValue();
  const steps = Array.from({ length: Math.max(...figures.map((figure) => figure.values.length)) }, (_, step) => step);
  const stepName = t(per === 'tier' ? 'gods.tier' : 'gods.shopLevel');
  if (steps.length > MAX_STEP_COLUMNS) {
    return (
      <table className="levels" data-testid="power-figures" data-per={per}>
        <thead>
          <tr>
            <th scope="col">{stepName}</th>
            {figures.map((figure) => (
              <th scope="col" key={figure.id} className="levels__label" data-figure={`${power.id}.${figure.id}`}>
                {pickLocalized(figure.label, lang)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {steps.map((step) => (
            <tr key={step}>
              <th scope="row">{f.number(step + 1)}</th>
              {figures.map((figure) => (
                <td key={figure.id}>{step < figure.values.length ? valueOf(figure, figure.values[step]) : ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <table className="levels" data-testid="power-figures" data-per={per}>
      <thead>
        <tr>
          <th scope="row">{stepName}</th>
          {steps.map((step) => (
            <th scope="col" key={step}>
              {f.number(step + 1)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {figures.map((figure) => (
          <tr key={figure.id} data-figure={`${power.id}.${figure.id}`}>
            <th scope="row" className="levels__label">
              {pickLocalized(figure.label, lang)}
            </th>
            {figure.values.map((value, step) => (
              <td key={step}>{valueOf(figure, value)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A power's figures: the ones without a step as "label: value", then a table per step kind. */
function PowerFigures({ power, lang }: { power: Power; lang: Language }) {
  const valueOf = useFigureValue();
  const plain = power.figures.filter((figure) => !figure.per);
  const byShopLevel = power.figures.filter((figure) => figure.per === 'shop_level');
  const byTier = power.figures.filter((figure) => figure.per === 'tier');
  return (
    <>
      {plain.length ? (
        <dl className="power__figures" data-testid="power-figures" data-per="none">
          {plain.map((figure) => (
            <div key={figure.id} className="power__figure" data-figure={`${power.id}.${figure.id}`}>
              <dt>{pickLocalized(figure.label, lang)}</dt>
              <dd className="power__value">{figure.values.map((value) => valueOf(figure, value)).join(' / ')}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {byShopLevel.length ? <StepTable power={power} per="shop_level" figures={byShopLevel} lang={lang} /> : null}
      {byTier.length ? <StepTable power={power} per="tier" figures={byTier} lang={lang} /> : null}
    </>
  );
}

/**
 * A god's card. While the page hydrates its prerendered markup (`hydrated` false), the card shows
 * what the build rendered from the game data: the tile without its god's glyph and colour (a
 * tile's colour is a style, which the site's policy blocks in HTML; its glyphs load on their own)
 * and no admin's flag (the build knows none), both in place once hydrated.
 */
function GodCard({ god, lang, hydrated }: { god: God; lang: Language; hydrated: boolean }) {
  const { t } = useTranslation('catalog');
  const name = pickLocalized(god.name, lang) || god.id;
  const enabled = god.god_enabled || !hydrated;
  return (
    <li className="god-card card" data-testid="god" data-god={god.id} data-enabled={enabled ? 'true' : 'false'}>
      <div className="god-card__head">
        {hydrated ? <GodImage id={god.id} god={god} size={64} /> : <span className="icon-tile god-card__tile" aria-hidden />}
        <div>
          <h2 className="god-card__name">{name}</h2>
          <p className="mono small muted">{god.id}</p>
        </div>
      </div>
      {enabled ? null : (
        <p className="tag god-card__disabled" data-testid="god-disabled">
          {t('gods.disabled')}
        </p>
      )}
      {god.powers?.length ? (
        <div className="god-card__powers">
          <h3 className="sr-only">{t('gods.powers')}</h3>
          {god.powers.map((power) => (
            <div className="power" key={power.id} data-testid="power" data-power={power.id}>
              <h4 className="power__name">
                {pickLocalized(power.name, lang)}
                {power.type ? <span className="tag power__type">{t(`gods.types.${power.type}`)}</span> : null}
              </h4>
              <p className="power__desc">{pickLocalized(power.description, lang)}</p>
              <PowerFigures power={power} lang={lang} />
            </div>
          ))}
        </div>
      ) : (
        <p className="muted small" data-testid="god-no-powers">
          {t('gods.noPowers')}
        </p>
      )}
    </li>
  );
}

/** `/learn/gods`: every god with its powers and their figures (by shop level or spell-point tier), searchable (`?q=`). */
export function GodsPage() {
  const { i18n } = useTranslation('catalog');
  const lang = asLanguage(i18n.resolvedLanguage);
  useQueriesWhileHydrating([godsQuery]);
  const hydrated = useHydrated();
  const gods = useGods();
  const [query, setQuery] = useSearchParamState('q');
  const deferred = useDeferredValue(query);
  const list = useMemo(
    () =>
      gods.list.filter((g) =>
        matches(deferred, pickLocalized(g.name, lang), g.id, ...(g.powers ?? []).map((power) => pickLocalized(power.name, lang))),
      ),
    [gods.list, deferred, lang],
  );
  // a phone's first screen holds a few cards: they paint first, the rest follow
  const shown = useProgressiveList(list, FIRST_CARDS);
  return (
    <LearnCatalog section="gods" status={gods.status} onRetry={gods.retry} count={list.length} query={query} onQueryChange={setQuery}>
      <ul className="god-grid">
        {shown.map((g) => (
          <GodCard key={g.id} god={g} lang={lang} hydrated={hydrated} />
        ))}
      </ul>
    </LearnCatalog>
  );
}
