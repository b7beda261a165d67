import { Fragment, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { God } from '../../../shared/api/types';
import { useFormat } from '../../../shared/format';
import { useSearchParamState } from '../../../shared/hooks/useSearchParamState';
import { asLanguage, type Language } from '../../../shared/i18n/i18n';
import { pickLocalized } from '../../../shared/i18n/localized';
import { GodImage } from '../components/GodImage';
import { LearnCatalog } from '../components/LearnCatalog';
import { matches } from '../search';
import { useGods } from '../useCatalog';
import './GodsPage.css';

/** A power text with `{value}` replaced by its per-level figures, e.g. "10/20/30". */
function PowerText({ text, levels }: { text: string; levels: readonly number[] }) {
  const f = useFormat();
  const figures = levels.map((v) => f.number(v, Number.isInteger(v) ? 0 : 2)).join('/');
  const parts = text.split('{value}');
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? <strong className="power__value">{figures || '?'}</strong> : null}
        </Fragment>
      ))}
    </>
  );
}

function GodCard({ god, lang }: { god: God; lang: Language }) {
  const { t } = useTranslation('catalog');
  const f = useFormat();
  const name = pickLocalized(god.name, lang) || god.id;
  const title = pickLocalized(god.title, lang);
  return (
    <li className="god-card card" data-testid="god" data-god={god.id}>
      <div className="god-card__head">
        <GodImage id={god.id} god={god} size={64} />
        <div>
          <h2 className="god-card__name">{name}</h2>
          {title ? <p className="god-card__title">{title}</p> : null}
          <p className="mono small muted">{god.id}</p>
        </div>
      </div>
      {god.powers?.length ? (
        <div className="god-card__powers">
          <h3 className="sr-only">{t('gods.powers')}</h3>
          {god.powers.map((power, i) => (
            <div className="power" key={i}>
              <h4 className="power__name">{pickLocalized(power.name, lang)}</h4>
              <p className="power__desc">
                <PowerText text={pickLocalized(power.description, lang)} levels={power.levels ?? []} />
              </p>
              {power.levels?.length ? (
                <table className="levels">
                  <thead>
                    <tr>
                      <th scope="row">{t('gods.level')}</th>
                      {power.levels.map((_, l) => (
                        <th scope="col" key={l}>
                          {f.number(l + 1)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    <tr>
                      <th scope="row" className="sr-only">
                        {pickLocalized(power.name, lang)}
                      </th>
                      {power.levels.map((v, l) => (
                        <td key={l}>{f.number(v, Number.isInteger(v) ? 0 : 2)}</td>
                      ))}
                    </tr>
                  </tbody>
                </table>
              ) : null}
            </div>
          ))}
        </div>
      ) : null}
    </li>
  );
}

/** `/learn/gods`: every god with its powers, searchable (`?q=`). */
export function GodsPage() {
  const { i18n } = useTranslation('catalog');
  const lang = asLanguage(i18n.resolvedLanguage);
  const gods = useGods();
  const [query, setQuery] = useSearchParamState('q');
  const deferred = useDeferredValue(query);
  const list = useMemo(
    () => gods.list.filter((g) => matches(deferred, pickLocalized(g.name, lang), pickLocalized(g.title, lang), g.id)),
    [gods.list, deferred, lang],
  );
  return (
    <LearnCatalog section="gods" status={gods.status} onRetry={gods.retry} count={list.length} query={query} onQueryChange={setQuery}>
      <ul className="god-grid">
        {list.map((g) => (
          <GodCard key={g.id} god={g} lang={lang} />
        ))}
      </ul>
    </LearnCatalog>
  );
}
