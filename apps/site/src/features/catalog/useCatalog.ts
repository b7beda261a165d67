import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { God, Hero, Localized, Spell } from '../../shared/api/types';
import { asLanguage } from '../../shared/i18n/i18n';
import { humanizeKey, pickLocalized } from '../../shared/i18n/localized';
import { godsQuery, heroesQuery, spellsQuery } from './api';

/** A catalog list's load state. */
export type CatalogStatus = 'loading' | 'ok' | 'error';

interface Indexed<T> {
  list: readonly T[];
  byId: Map<string, T>;
}

/** A catalog list as pages use it: the entries, an index by id, its load state and a retry. */
export interface Catalog<T> extends Indexed<T> {
  status: CatalogStatus;
  retry: () => void;
}

// Module-level, so the query memoizes the index: built once per answer, not once per render.
function indexById<T extends { id: string }>(list: readonly T[]): Indexed<T> {
  return { list, byId: new Map(list.map((x) => [x.id, x])) };
}

function toCatalog<T>(query: UseQueryResult<Indexed<T>>): Catalog<T> {
  const status: CatalogStatus = query.isPending ? 'loading' : query.isError ? 'error' : 'ok';
  const { list, byId } = query.data ?? { list: [], byId: new Map<string, T>() };
  return { status, list, byId, retry: () => void query.refetch() };
}

/** Every spell, fetched once and shared (see `spellsQuery`). */
export function useSpells(): Catalog<Spell> {
  return toCatalog(useQuery({ ...spellsQuery, select: indexById<Spell> }));
}

/** Every god, fetched once and shared (see `godsQuery`). */
export function useGods(): Catalog<God> {
  return toCatalog(useQuery({ ...godsQuery, select: indexById<God> }));
}

function useNameIn<T extends { name: Localized }>(catalog: Catalog<T>): (id: string) => string {
  const { i18n } = useTranslation();
  const lang = asLanguage(i18n.resolvedLanguage);
  return (id: string) => pickLocalized(catalog.byId.get(id)?.name, lang) || id;
}

/** A god's name in the current language; unknown ids (e.g. 'cloudGod') stay as they are. */
export function useGodName(): (id: string) => string {
  return useNameIn(useGods());
}

/** A spell's name in the current language; ids the catalog does not know stay as they are. */
export function useSpellName(): (id: string) => string {
  return useNameIn(useSpells());
}

/** Every Dota 2 hero with its names, fetched once and shared (see `heroesQuery`). */
export function useHeroes(): Catalog<Hero> {
  return toCatalog(useQuery({ ...heroesQuery, select: indexById<Hero> }));
}

const HERO_PREFIX = 'npc_dota_hero_';

/**
 * A hero's public name in the current language, from the hero catalog (`GET /api/heroes`). Takes the
 * internal name as results carry it (`npc_dota_hero_nevermore`) or its image key (`nevermore`, as
 * spells name their hero). A hero the catalog lacks (a new one), or any hero while the catalog
 * loads, is shown by its image key made readable ("Primal Beast").
 */
export function useHeroName(): (heroName: string) => string {
  const heroes = useHeroes();
  const { i18n } = useTranslation();
  const lang = asLanguage(i18n.resolvedLanguage);
  return (heroName: string) => {
    const key = heroName.startsWith(HERO_PREFIX) ? heroName.slice(HERO_PREFIX.length) : heroName;
    return pickLocalized(heroes.byId.get(HERO_PREFIX + key)?.name, lang) || humanizeKey(key);
  };
}
