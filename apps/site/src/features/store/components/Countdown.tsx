import { useNow } from '../../../shared/format';
import { countdownTo } from '../logic';
import { useStoreT } from '../texts';

/**
 * A live countdown to `to` (ISO time), ticking every second: "2d 03:04:05", "03:04:05".
 * `label` names what ends ('store.sale.endsIn' by default: "Ends in {{time}}").
 */
export function Countdown({ to, label = 'endsIn' }: { to: string; label?: 'endsIn' | 'startsIn' }) {
  const t = useStoreT();
  const now = useNow(1000);
  const left = countdownTo(to, now);
  const time = left.days > 0 ? t('store.countdown.days', { days: left.days, time: left.clock }) : left.clock;
  return (
    <time className="countdown mono" dateTime={to} role="timer" data-testid="countdown">
      {left.done ? t('store.sale.ended') : t(`store.sale.${label}`, { time })}
    </time>
  );
}
