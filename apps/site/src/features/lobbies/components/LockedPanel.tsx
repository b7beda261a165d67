import { useTranslation } from 'react-i18next';
import { formatDuration, useNow } from '../../../shared/format';
import { useToast } from '../../../shared/components/Toast';
import { lockedSecondsLeft } from '../protocol';

/** A locked lobby: its password (big, selectable, with a Copy button) and the time until it closes. */
export function LockedPanel({ password, lockedAt, isHost }: { password: string | null; lockedAt: number | null; isHost: boolean }) {
  const { t } = useTranslation('lobbies');
  const toast = useToast();
  const now = useNow(1000);
  const seconds = lockedSecondsLeft(lockedAt, now);

  function copy() {
    if (!password) return;
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) {
      toast(t('locked.copyFailed'), 'error');
      return;
    }
    clipboard.writeText(password).then(
      () => toast(t('locked.copied'), 'ok'),
      () => toast(t('locked.copyFailed'), 'error'),
    );
  }

  return (
    <section className="card lobbies__locked" aria-labelledby="lobby-locked-title" data-testid="lobby-locked">
      <h2 id="lobby-locked-title" className="lobbies__panel-title">
        {t('locked.title')}
      </h2>
      <p className="muted">{isHost ? t('locked.hostText') : t('locked.text')}</p>
      {password ? (
        <div className="lobbies__password-row">
          <span className="sr-only">{t('locked.password')}</span>
          <output className="lobbies__password mono" aria-label={t('locked.password')} data-testid="lobby-password">
            {password}
          </output>
          <button type="button" className="button" onClick={copy} data-testid="lobby-password-copy">
            {t('locked.copy')}
          </button>
        </div>
      ) : (
        <p className="muted">{t('locked.waitingPassword')}</p>
      )}
      <p className="lobbies__time-left mono" role="timer" data-testid="lobby-time-left" data-seconds={seconds}>
        {seconds > 0 ? t('locked.timeLeft', { time: formatDuration(seconds) }) : t('locked.closed')}
      </p>
    </section>
  );
}
