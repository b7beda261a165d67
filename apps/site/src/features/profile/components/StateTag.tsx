import './progress.css';

/** A reward's state as a small tag: claimed, ready, locked, upcoming... (`tone` colours it). */
export function StateTag({
  tone,
  children,
  testId,
}: {
  tone: 'claimed' | 'ready' | 'locked' | 'upcoming';
  children: string;
  testId?: string;
}) {
  return (
    <span className={`state-tag state-tag--${tone}`} data-testid={testId} data-state={tone}>
      {children}
    </span>
  );
}
