import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format';
import './Place.css';

/** 1st, 2nd, 3rd, 4th... / 第1名: i18next ordinal plurals (Intl.PluralRules type 'ordinal'). */
export function usePlace() {
  const { t } = useTranslation('game-results');
  return (place: number) => t('game.place', { count: place, ordinal: true });
}

/** A place (1..8) as an ordinal, coloured for the podium and the top four. */
export function Place({ place, testId }: { place: number; testId?: string }) {
  const format = usePlace();
  return (
    <span className={`place place--${place <= 3 ? place : place <= 4 ? 'top4' : 'rest'}`} data-testid={testId} data-place={place}>
      {format(place)}
    </span>
  );
}

/** +200 in green, -30 in red, 0 neutral. */
export function RatingChange({ value, testId }: { value: number | null | undefined; testId?: string }) {
  const { signed } = useFormat();
  if (value === null || value === undefined) return null;
  const tone = value > 0 ? 'up' : value < 0 ? 'down' : 'zero';
  return (
    <span className={`rating-change rating-change--${tone}`} data-testid={testId} data-value={value}>
      {signed(value)}
    </span>
  );
}
