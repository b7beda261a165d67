import { useRewardText } from '../hooks';
import type { Reward } from '../types';
import './progress.css';

/** A reward in one line ("500 XP · Basic Chest"), in the current language. */
export function RewardLabel({ reward, className, testId }: { reward: Reward | null | undefined; className?: string; testId?: string }) {
  const text = useRewardText();
  return (
    <span className={`reward-label${className ? ` ${className}` : ''}`} data-testid={testId}>
      {text(reward)}
    </span>
  );
}
