import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import type { HeaderMenuProps } from './HeaderMenu';

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
  const openedAt = useRef(window.location.pathname);
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
        {items.map(({ label, testId, className: itemClass, ...link }) => (
          <DropdownMenu.Item key={link.to} asChild>
            <NavLink {...link} className={itemClass ?? 'menu__item'} data-testid={testId}>
              {label}
            </NavLink>
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
