import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Spell } from '../../../shared/api/types';
import { useFormat } from '../../../shared/format';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import { useProgressiveList } from '../../../shared/hooks/useProgressiveList';
import { useQueriesWhileHydrating } from '../../../shared/hooks/useQueriesWhileHydrating';
import { useSearchParamState } from '../../../shared/hooks/useSearchParamState';
import { asLanguage, localeOf, type Language } from '../../../shared/i18n/i18n';
import { collator } from '../../../shared/intl';
import { pickLocalized } from '../../../shared/i18n/localized';
import { AbilityImage } from '../components/AbilityImage';
import { FIRST_CARDS, LearnCatalog } from '../components/LearnCatalog';
import { heroesQuery, spellsQuery } from '../api';
import { matches } from '../search';
import { useHeroName, useSpells } from '../useCatalog';
import './SpellsPage.css';

function Upgrade({ tier, text }: { tier: 'super' | 'gaben'; text: string }) {
  const { t } = useTranslation('catalog');
  return (
    <div className={`upgrade upgrade--${tier}`}>
      <span className="upgrade__label">{t(`spells.${tier}`)}</span>
      <p>{text}</p>
    </div>
  );
}

/** The spell's figures by level, its cooldown (seconds) and mana cost, as "a / b / c". */
function SpellNumbers({ spell, lang }: { spell: Spell; lang: Language }) {
  const { t } = useTranslation('catalog');
  const f = useFormat();
  const list = (values: readonly number[], percent = false) =>
    values.map((v) => (percent ? t('gods.units.percent', { value: f.number(v, 2) }) : f.number(v, 2))).join(' / ');
  const rows = [
    ...(spell.figures ?? []).map((figure) => ({ label: pickLocalized(figure.label, lang), value: list(figure.values, figure.percent) })),
    ...(spell.cooldowns?.length ? [{ label: t('spells.cooldown'), value: t('gods.units.seconds', { value: list(spell.cooldowns) }) }] : []),
    ...(spell.mana_costs?.length ? [{ label: t('spells.manaCost'), value: list(spell.mana_costs) }] : []),
  ];
  if (rows.length === 0) return null;
  return (
    <dl className="spell-card__numbers small" data-testid="spell-numbers">
      {rows.map((row) => (
        <div key={row.label} className="spell-card__number">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A spell's card. While the page hydrates its prerendered markup (`hydrated` false), the tile is
 * shown without its glyph and colour (a style, which the site's policy blocks in HTML), as the
 * build rendered it; both are in place once hydrated.
 */
function SpellCard({ spell, lang, hydrated }: { spell: Spell; lang: Language; hydrated: boolean }) {
  const { t } = useTranslation('catalog');
  const heroName = useHeroName();
  const name = pickLocalized(spell.name, lang) || spell.id;
  const description = pickLocalized(spell.description, lang);
  const sup = spell.super ? pickLocalized(spell.super, lang) : '';
  const gaben = spell.gaben ? pickLocalized(spell.gaben, lang) : '';
  const difference = spell.difference ? pickLocalized(spell.difference, lang) : '';
  return (
    <li className="spell-card card" data-testid="spell" data-spell={spell.id}>
      <div className="spell-card__head">
        {hydrated ? <AbilityImage name={spell.id} size={52} /> : <span className="icon-tile spell-card__tile" aria-hidden />}
        <div className="spell-card__title">
          <h2 className="spell-card__name">{name}</h2>
          <p className="muted small">
            {t('spells.hero', { hero: heroName(spell.hero || '') })}
            {spell.ultimate ? <span className="tag tag--ult">{t('spells.ultimate')}</span> : null}
          </p>
          <p className="spell-card__id mono small muted">{spell.id}</p>
        </div>
      </div>
      {description ? <p className="spell-card__desc">{description}</p> : null}
      {difference ? (
        <p className="spell-card__difference small" data-testid="spell-difference">
          <span className="spell-card__difference-label">{t('spells.difference')}</span> {difference}
        </p>
      ) : null}
      <SpellNumbers spell={spell} lang={lang} />
      {sup ? <Upgrade tier="super" text={sup} /> : null}
      {gaben ? <Upgrade tier="gaben" text={gaben} /> : null}
      {!sup && !gaben ? (
        <p className="muted small" data-testid="spell-no-upgrades">
          {t('spells.noUpgrades')}
        </p>
      ) : null}
    </li>
  );
}

/** `/learn/spells`: every spell with its difference to the base game, its numbers and its upgrades, searchable (`?q=`), sorted by name. */
export function SpellsPage() {
  const { i18n } = useTranslation('catalog');
  const lang = asLanguage(i18n.resolvedLanguage);
  useQueriesWhileHydrating([spellsQuery, heroesQuery]);
  const hydrated = useHydrated();
  const spells = useSpells();
  const [query, setQuery] = useSearchParamState('q');
  const deferred = useDeferredValue(query);
  const list = useMemo(() => {
    const { compare } = collator(localeOf(lang));
    return spells.list
      .filter((s) => matches(deferred, pickLocalized(s.name, lang), s.id, s.id.replace(/^custom_/, ''), s.hero))
      .sort((a, b) => compare(pickLocalized(a.name, lang) || a.id, pickLocalized(b.name, lang) || b.id));
  }, [spells.list, deferred, lang]);
  // a phone's first screen holds a few cards: they paint first, the rest follow
  const shown = useProgressiveList(list, FIRST_CARDS);
  return (
    <LearnCatalog section="spells" status={spells.status} onRetry={spells.retry} count={list.length} query={query} onQueryChange={setQuery}>
      <ul className="spell-grid">
        {shown.map((s) => (
          <SpellCard key={s.id} spell={s} lang={lang} hydrated={hydrated} />
        ))}
      </ul>
    </LearnCatalog>
  );
}
