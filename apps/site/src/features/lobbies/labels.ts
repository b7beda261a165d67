import type { LobbyPlayerView, LobbyRegion } from '@arena/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format';
import { rangeText } from './protocol';

/** Each region's text key (`regions.*` of the `lobbies` namespace). */
const REGION_KEYS = {
  NA: 'na',
  SA: 'sa',
  'EU West': 'euWest',
  'EU East': 'euEast',
  SEA: 'sea',
  China: 'china',
} as const satisfies Record<LobbyRegion, string>;

/** The page's texts for regions, rating ranges and players' ratings, in the current language. */
export function useLobbyLabels() {
  const { t } = useTranslation(['lobbies', 'players']);
  const f = useFormat();
  return useMemo(
    () => ({
      region: (region: LobbyRegion) => (region in REGION_KEYS ? t(`regions.${REGION_KEYS[region]}`) : region),
      range: (mmrMin: number | null, mmrMax: number | null) => {
        const text = rangeText(mmrMin, mmrMax);
        switch (text.key) {
          case 'any':
            return t('range.any');
          case 'from':
            return t('range.from', { min: f.number(text.min) });
          case 'upTo':
            return t('range.upTo', { max: f.number(text.max) });
          case 'between':
            return t('range.between', { min: f.number(text.min), max: f.number(text.max) });
        }
      },
      rating: (player: Pick<LobbyPlayerView, 'badge' | 'ladder_mmr'>) =>
        t('rating', { rank: t(`players:rank.${player.badge}`), mmr: f.number(player.ladder_mmr) }),
    }),
    [t, f],
  );
}
