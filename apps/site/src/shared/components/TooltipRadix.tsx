import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';

export interface TooltipProps {
  /** the owner: one focusable element */
  children: ReactElement;
  content: ReactNode;
  /** `end`: lined up with the owner's end edge */
  align?: 'start' | 'end';
  /** the tooltip's `data-testid` */
  testId?: string;
}

/** The tooltip itself (Radix Tooltip); `Tooltip` loads this module once its owner has rendered. */
export default function TooltipRadix({ children, content, align = 'start', testId }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={200}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className="tooltip" side="bottom" align={align} sideOffset={8} collisionPadding={8} data-testid={testId}>
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
