import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format';
import type { Cosmetic } from '../types';
import './Contents.css';

/** What a pack gives: gold, XP, days of Plus and items ("Chest ×2"), as a short list. */
export function Contents({ contents, nameOf }: { contents: Cosmetic['contents']; nameOf: (id: string) => string }) {
  const { t } = useTranslation('store');
  const f = useFormat();
  if (!contents) return null;
  const parts: string[] = [];
  if (contents.gold > 0) parts.push(t('contents.gold', { amount: f.number(contents.gold) }));
  if (contents.xp > 0) parts.push(t('contents.xp', { amount: f.number(contents.xp) }));
  if (contents.plus_days > 0) parts.push(t('contents.plusDays', { count: contents.plus_days }));
  for (const item of contents.items)
    parts.push(item.count > 1 ? t('contents.itemCount', { name: nameOf(item.item_id), count: item.count }) : nameOf(item.item_id));
  if (parts.length === 0) return null;
  return (
    <ul className="contents small" aria-label={t('contents.label')}>
      {parts.map((part, i) => (
        <li key={i}>{part}</li>
      ))}
    </ul>
  );
}
