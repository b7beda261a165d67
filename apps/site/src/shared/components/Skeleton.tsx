import './Skeleton.css';

type SkeletonWidth = 'short' | 'mid' | 'wide';

/** A shimmering bar that stands in for a text while it loads (decorative: hidden from screen readers). */
export function Skeleton({ width }: { width: SkeletonWidth }) {
  return <span className={`skeleton skeleton--${width}`} aria-hidden />;
}

/**
 * Placeholder rows that hold a table's height while its data loads. `lastWidths` sizes the final
 * cells (e.g. a name, then a list of heroes); the others stay short.
 */
export function SkeletonRows({
  rows,
  columns,
  lastWidths = [],
  testId,
}: {
  rows: number;
  columns: number;
  lastWidths?: SkeletonWidth[];
  testId?: string;
}) {
  const widths = [...Array<SkeletonWidth>(columns - lastWidths.length).fill('short'), ...lastWidths];
  return Array.from({ length: rows }, (_, i) => (
    <tr key={i} className="skeleton-row" data-testid={testId} aria-hidden>
      {widths.map((width, c) => (
        <td key={c}>
          <Skeleton width={width} />
        </td>
      ))}
    </tr>
  ));
}
