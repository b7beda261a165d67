import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format';
import { Glyph } from '../../../shared/icons/IconTile';
import headerIcons from './header.icons.json?subset';
import './Gold.css';
import { addCollection } from '../../../shared/icons/icons';

addCollection(headerIcons);

/**
 * An amount of gold: the coin glyph (read as "gold") and the number; `data-gold` holds the plain
 * number for tests. Its text is the number alone.
 */
export function Gold({ amount, className, testId }: { amount: number; className?: string; testId?: string }) {
  const { t } = useTranslation('store');
  const f = useFormat();
  return (
    <span className={`gold${className ? ` ${className}` : ''}`} data-testid={testId} data-gold={amount}>
      <span className="gold__coin" role="img" aria-label={t('gold')}>
        <Glyph name="game-icons:two-coins" size={16} />
      </span>
      <span>{f.number(amount)}</span>
    </span>
  );
}
