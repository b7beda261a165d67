import { lazy, Suspense } from 'react';
import type { TooltipProps } from './TooltipRadix';
import './Tooltip.css';

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
