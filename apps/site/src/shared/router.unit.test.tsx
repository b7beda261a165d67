/**
 * @jest-environment jsdom
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Redirect, Route, Switch } from 'wouter';
import { renderUi } from './testing';
import { NavLink, useAddress } from './router';

function Where() {
  const { pathname, search, pop } = useAddress();
  return <p data-testid="where">{`${pathname}${search} ${pop ? 'pop' : 'push'}`}</p>;
}

test('a redirect while the site first renders (an unknown path) shows the page it leads to, query kept', async () => {
  renderUi(
    <Switch>
      <Route path="/404">
        <p>Page not found</p>
      </Route>
      <Route>
        <Redirect to="/404?lang=cn" replace />
      </Route>
    </Switch>,
    { route: '/no/such/page?lang=cn' },
  );
  expect(await screen.findByText('Page not found')).toBeInTheDocument();
  expect(window.location.pathname + window.location.search).toBe('/404?lang=cn');
});

test('a link opens its page in a new entry; Back returns to the previous one, told apart as such', async () => {
  const user = userEvent.setup();
  renderUi(
    <>
      <Link to="/games">Games</Link>
      <Where />
    </>,
    { route: '/' },
  );
  const before = window.history.length;
  await user.click(screen.getByRole('link', { name: 'Games' }));
  expect(await screen.findByText('/games push')).toBeInTheDocument();
  expect(window.history.length).toBe(before + 1);
  act(() => window.history.back());
  expect(await screen.findByText('/ pop')).toBeInTheDocument();
});

test('a navigation link is current on its page and, unless `end`, on the pages below it', () => {
  renderUi(
    <nav>
      <NavLink to="/" end className="nav__link">
        Home
      </NavLink>
      <NavLink to="/games" className="nav__link">
        Games
      </NavLink>
      <NavLink to="/store" className="nav__link">
        Store
      </NavLink>
    </nav>,
    { route: '/games/12' },
  );
  expect(screen.getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Games' })).toHaveClass('nav__link active');
  expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('link', { name: 'Store' })).not.toHaveClass('active');
});
