import './progress.css';

/**
 * A progress bar: the native `<progress>` (its role, value and maximum are the browser's), styled
 * in `progress.css`. `value` is clamped to 0..`max`; `valueText` is what a screen reader says.
 */
export function Meter({
  value,
  max,
  label,
  valueText,
  testId,
  className,
}: {
  value: number;
  max: number;
  label: string;
  valueText?: string;
  testId?: string;
  className?: string;
}) {
  const top = max > 0 ? max : 1;
  const shown = Math.min(top, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <progress
      className={`meter${shown >= top ? ' meter--full' : ''}${className ? ` ${className}` : ''}`}
      value={shown}
      max={top}
      aria-label={label}
      aria-valuetext={valueText}
      data-testid={testId}
      data-value={value}
      data-max={max}
    />
  );
}
