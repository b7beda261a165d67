import type { HeroCatalogEntry, SpellView } from '@arena/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { getJson } from '../../shared/http';

/**
 * The public names of abilities and hero bodies for the statistics' tables, from the game data the
 * site shows (`GET /api/spells`, `GET /api/heroes`): Chinese in the Chinese console, English
 * otherwise (the game data has no Russian names). An id the data does not know stays as it came.
 */
export function useGameNames(): { ability: (id: string) => string; hero: (id: string) => string } {
  const [locale] = useLocaleState();
  const language = locale === 'zh' ? 'cn' : 'en';
  const spells = useQuery({ queryKey: ['game-data', 'spells'], queryFn: () => getJson<SpellView[]>('/api/spells'), staleTime: Infinity });
  const heroes = useQuery({
    queryKey: ['game-data', 'heroes'],
    queryFn: () => getJson<HeroCatalogEntry[]>('/api/heroes'),
    staleTime: Infinity,
  });
  return useMemo(() => {
    const abilities = new Map((spells.data ?? []).map((spell) => [spell.id, spell.name[language]]));
    const bodies = new Map((heroes.data ?? []).map((hero) => [hero.id, hero.name[language]]));
    return { ability: (id) => abilities.get(id) ?? id, hero: (id) => bodies.get(id) ?? id };
  }, [spells.data, heroes.data, language]);
}
