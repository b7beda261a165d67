import { useTranslation } from 'react-i18next';
import { useNow } from '../../../shared/format';
import { countdownTo } from '../logic';

/**
 * A live countdown to `to` (ISO time), ticking every second: "2d 03:04:05", "03:04:05".
 * `label` names what ends ('sale.endsIn' by default: "Ends in {{time}}").
 */
export function Countdown({ to, label = 'endsIn' }: { to: string; label?: 'endsIn' | 'startsIn' }) {
  const { t } = useTranslation('store');
  const now = useNow(1000);
  const left = countdownTo(to, now);
  const time = left.days > 0 ? t('countdown.days', { days: left.days, time: left.clock }) : left.clock;
  return (
    <time className="countdown mono" dateTime={to} role="timer" data-testid="countdown">
      {left.done ? t('sale.ended') : t(`sale.${label}`, { time })}
    </time>
  );
}
