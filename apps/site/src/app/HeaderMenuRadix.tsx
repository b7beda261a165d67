import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Fragment, useEffect, useRef, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { NavLink, useAddress } from '../shared/router';

interface ItemBase {
  label: ReactNode;
  testId?: string;
  /** default `menu__item` */
  className?: string;
  /** a line above the item, starting a group */
  separated?: boolean;
}

/**
 * One item of a header menu: a page of the site (`to`), or an address the browser loads itself
 * (`href`: another app of the site such as the console, or, with `external`, another site in a
 * new tab).
 */
type HeaderMenuItem =
  | (ItemBase & { to: string; /** NavLink's `end`: active on this exact path only */ end?: boolean })
  | (ItemBase & { href: string; external?: boolean });

export interface HeaderMenuProps {
  /** what the button shows */
  trigger: ReactNode;
  triggerProps: ComponentProps<'button'> & { 'data-testid'?: string; 'data-badge'?: number };
  contentProps: { className: string; align?: 'start' | 'end'; 'data-testid'?: string };
  items: HeaderMenuItem[];
}

/**
 * The header menu itself (Radix DropdownMenu); `HeaderMenu` loads this module once the page has
 * rendered. `openAtStart`: the player opened the stand-in button before it was replaced; `focusAtStart`:
 * the stand-in had the focus, the real button takes it.
 */
export default function HeaderMenuRadix({
  trigger,
  triggerProps,
  contentProps,
  items,
  openAtStart,
  focusAtStart,
}: HeaderMenuProps & { openAtStart: boolean; focusAtStart: boolean }) {
  const [open, setOpen] = useState(openAtStart);
  const triggerRef = useRef<HTMLButtonElement>(null);
  /** the page's path when the menu opened: another one when it closes means an item navigated */
  const openedAt = useRef(useAddress().pathname);
  useEffect(() => {
    if (focusAtStart && !openAtStart) triggerRef.current?.focus();
  }, [focusAtStart, openAtStart]);
  const onOpenChange = (next: boolean) => {
    if (next) openedAt.current = window.location.pathname;
    setOpen(next);
  };
  // The menu button pattern leaves a menu with Tab: it closes and the button keeps the focus.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Tab') return;
    e.preventDefault();
    setOpen(false);
  };
  const { className, align = 'start', ...rest } = contentProps;
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger ref={triggerRef} {...triggerProps}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        {...rest}
        className={`menu ${className}`}
        align={align}
        sideOffset={6}
        collisionPadding={8}
        onKeyDown={onKeyDown}
        onCloseAutoFocus={(e) => {
          if (window.location.pathname !== openedAt.current) e.preventDefault();
        }}
      >
        {items.map(({ label, testId, className: itemClass, separated, ...link }) => {
          const key = 'to' in link ? link.to : link.href;
          const className = itemClass ?? 'menu__item';
          return (
            <Fragment key={key}>
              {separated ? <DropdownMenu.Separator className="menu__separator" /> : null}
              <DropdownMenu.Item asChild>
                {'to' in link ? (
                  <NavLink to={link.to} end={link.end} className={className} data-testid={testId}>
                    {label}
                  </NavLink>
                ) : link.external ? (
                  <a href={link.href} className={className} data-testid={testId} target="_blank" rel="noopener noreferrer">
                    {label}
                  </a>
                ) : (
                  <a href={link.href} className={className} data-testid={testId}>
                    {label}
                  </a>
                )}
              </DropdownMenu.Item>
            </Fragment>
          );
        })}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
