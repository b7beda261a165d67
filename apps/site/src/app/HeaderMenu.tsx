import { lazy, Suspense, useState } from 'react';
import type { HeaderMenuProps } from './HeaderMenuRadix';

// A chunk of its own, loaded as soon as the top bar renders: the menus' library is not part of
// the first JavaScript a page needs.
const HeaderMenuRadix = lazy(() => import('./HeaderMenuRadix'));

/**
 * A drop-down menu of the top bar (Radix DropdownMenu, the WAI-ARIA menu button pattern): Enter,
 * Space or ArrowDown on the button open it on its first item, the arrow keys, Home and End move
 * among the items, Escape closes it and gives focus back to the button, and it closes when focus
 * or a click goes outside it (Tab too: the button keeps the focus). An item that goes to another
 * page leaves the focus to the page change (the new page's heading takes it). The content is
 * rendered in place (no portal), so the mobile menu's panel contains it. Until the library is in,
 * a stand-in button shows; pressing it opens the menu as soon as it is.
 */
export function HeaderMenu(props: HeaderMenuProps) {
  const [openAtStart, setOpenAtStart] = useState(false);
  const [focusAtStart, setFocusAtStart] = useState(false);
  const standIn = (
    <button
      {...props.triggerProps}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setOpenAtStart(true)}
      onFocus={() => setFocusAtStart(true)}
      onBlur={() => setFocusAtStart(false)}
    >
      {props.trigger}
    </button>
  );
  return (
    <Suspense fallback={standIn}>
      <HeaderMenuRadix {...props} openAtStart={openAtStart} focusAtStart={focusAtStart} />
    </Suspense>
  );
}
