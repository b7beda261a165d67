import { useEffect, useRef } from 'react';
import { msUntil, useFormat, useNow } from '../../../shared/format';
import './progress.css';

/**
 * A live countdown to `to` (ISO time), ticking every second: `label(time)` makes its text
 * ("Resets in 2d 03:04:05"). `onDone` runs once when the time comes (e.g. to read the data again).
 */
export function TimeLeft({
  to,
  label,
  onDone,
  testId,
}: {
  to: string;
  label: (time: string) => string;
  onDone?: () => void;
  testId?: string;
}) {
  const f = useFormat();
  const now = useNow(1000);
  const done = !(msUntil(to, now) > 0);
  // the latest onDone, kept without re-running the effect when the parent passes a new function
  const doneRef = useRef(onDone);
  useEffect(() => {
    doneRef.current = onDone;
  });
  useEffect(() => {
    if (done) doneRef.current?.();
  }, [done, to]);
  return (
    <time className="time-left mono small" dateTime={to} role="timer" data-testid={testId} data-done={done}>
      {label(f.countdown(to, now))}
    </time>
  );
}
