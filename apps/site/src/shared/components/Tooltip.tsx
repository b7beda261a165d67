import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import './Tooltip.css';

export interface TooltipProps {
  /** the owner: one focusable element */
  children: ReactElement;
  content: ReactNode;
  /** `end`: lined up with the owner's end edge */
  align?: 'start' | 'end';
  /** the tooltip's `data-testid` */
  testId?: string;
}

// Loaded once an owner has rendered: the tooltips' library is not part of a page's first JavaScript.
const TooltipRadix = lazy(() => import('./TooltipRadix'));

/**
 * A tooltip (Radix Tooltip): shown below its owner while the owner is hovered or focused, hidden
 * again with Escape or when the pointer or focus leaves; the owner is described by it
 * (`aria-describedby`) while it shows. Until the library is in, the owner shows alone.
 */
export function Tooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <TooltipRadix {...props} />
    </Suspense>
  );
}
