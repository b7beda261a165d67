import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** New pages start at the top; going back or forward (POP) keeps the browser's position. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type === NavigationType.Pop) return;
    window.scrollTo(0, 0);
  }, [pathname, search, type]);
  return null;
}
