import type { Rarity } from '../types';
import { useStoreT } from '../texts';
import './RarityTag.css';

/** "Rare", in the rarity's colour. */
export function RarityTag({ rarity }: { rarity: Rarity }) {
  const t = useStoreT();
  return <span className={`tag rarity-tag rarity--${rarity}`}>{t(`store.rarity.${rarity}`)}</span>;
}
