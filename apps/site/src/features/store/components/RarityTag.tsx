import { useTranslation } from 'react-i18next';
import type { Rarity } from '../types';
import './RarityTag.css';

/** "Rare", in the rarity's colour. */
export function RarityTag({ rarity }: { rarity: Rarity }) {
  const { t } = useTranslation('store');
  return <span className={`tag rarity-tag rarity--${rarity}`}>{t(`rarity.${rarity}`)}</span>;
}
