import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Spell } from '../api';
import { AbilityImage } from '../components/Images';
import { SearchBox, useSearchParamState } from '../components/SearchBox';
import { ErrorPanel, Loading } from '../components/States';
import { useSpells } from '../context/CatalogContext';
import { asLanguage, type Language } from '../i18n';
import { humanizeKey, pickLocalized } from '../lib/localized';
import { matches } from '../lib/search';
import { useDocumentTitle } from '../lib/useDocumentTitle';

function SpellCard({ spell, lang }: { spell: Spell; lang: Language }) {
  const { t } = useTranslation();
  const name = pickLocalized(spell.name, lang) || spell.id;
  const description = pickLocalized(spell.description, lang);
  const sup = pickLocalized(spell.super, lang);
  const gaben = pickLocalized(spell.gaben, lang);
  return (
    <li className="spell-card card" data-testid="spell" data-spell={spell.id}>
      <div className="spell-card__head">
        <AbilityImage name={spell.id} size={52} />
        <div className="spell-card__title">
          <h2 className="spell-card__name">{name}</h2>
          <p className="muted small">
            {t('learn.spells.hero', { hero: humanizeKey(spell.hero || '') })}
            {spell.ultimate ? <span className="tag tag--ult">{t('learn.spells.ultimate')}</span> : null}
          </p>
          <p className="spell-card__id mono small muted">{spell.id}</p>
        </div>
      </div>
      {description ? <p className="spell-card__desc">{description}</p> : null}
      {sup ? (
        <div className="upgrade upgrade--super">
          <span className="upgrade__label">{t('learn.spells.super')}</span>
          <p>{sup}</p>
        </div>
      ) : null}
      {gaben ? (
        <div className="upgrade upgrade--gaben">
          <span className="upgrade__label">{t('learn.spells.gaben')}</span>
          <p>{gaben}</p>
        </div>
      ) : null}
    </li>
  );
}

export function SpellsPage() {
  const { t, i18n } = useTranslation();
  const lang = asLanguage(i18n.resolvedLanguage);
  useDocumentTitle(t('learn.spells.title'));
  const spells = useSpells();
  const [query, setQuery] = useSearchParamState('q');
  const deferred = useDeferredValue(query);
  const list = useMemo(
    () =>
      spells.list
        .filter((s) => matches(deferred, pickLocalized(s.name, lang), s.id, s.id.replace(/^custom_/, ''), s.hero))
        .sort((a, b) => (pickLocalized(a.name, lang) || a.id).localeCompare(pickLocalized(b.name, lang) || b.id, lang === 'cn' ? 'zh-CN' : 'en')),
    [spells.list, deferred, lang],
  );
  return (
    <div className="page">
      <header className="page-header page-header--learn">
        <div>
          <h1 className="page-title">{t('learn.spells.title')}</h1>
          <p className="muted">{t('learn.spells.subtitle')}</p>
        </div>
        <div className="learn-toolbar">
          <SearchBox value={query} onChange={setQuery} label={t('learn.spells.searchLabel')} placeholder={t('learn.spells.searchPlaceholder')} />
          {spells.status === 'ok' ? <span className="muted small" role="status">{t('learn.spells.count', { count: list.length })}</span> : null}
        </div>
      </header>
      {spells.status === 'error' ? (
        <ErrorPanel title={t('learn.spells.error')} onRetry={spells.retry} />
      ) : spells.status !== 'ok' ? (
        <Loading />
      ) : list.length === 0 ? (
        <p className="empty muted">{t('common.noResults', { query })}</p>
      ) : (
        <ul className="spell-grid">
          {list.map((s) => (
            <SpellCard key={s.id} spell={s} lang={lang} />
          ))}
        </ul>
      )}
    </div>
  );
}
