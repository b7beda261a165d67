import { startTransition, useEffect, useMemo, useState } from 'react';

/**
 * `list` as a long page shows it: when it changes (the data arrives, a search narrows it), its
 * first `first` items at once; the whole list once the browser has painted those (after the next
 * frame), in a background render (a transition: interruptible, so input stays responsive). The
 * cards on the first screen paint without waiting for the hundreds below them. `list` must keep
 * its identity while it is unchanged (a query's data, a memo): a new array is a new list.
 */
export function useProgressiveList<T>(list: readonly T[], first: number): readonly T[] {
  const [whole, setWhole] = useState<readonly T[] | null>(null);
  useEffect(() => {
    if (list.length <= first) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // a frame's callback runs before its paint; a task it posts runs after that paint
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setWhole(list)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [list, first]);
  const head = useMemo(() => (list.length > first ? list.slice(0, first) : list), [list, first]);
  return whole === list ? list : head;
}
