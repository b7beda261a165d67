import { useFormat, useNow } from '../format';

/** "2 hours ago" in the current language, with the exact date as a tooltip. */
export function TimeAgo({ iso, className }: { iso: string | null | undefined; className?: string }) {
  const f = useFormat();
  const now = useNow();
  if (!iso) return null;
  return (
    <time className={className} dateTime={iso} title={f.dateTime(iso)}>
      {f.relative(iso, now)}
    </time>
  );
}
