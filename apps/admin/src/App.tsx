import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router';
import { createAuthProvider } from './auth/authProvider';
import { SignInPage } from './auth/SignInPage';
import { createDataProvider } from './data/dataProvider';
import { createI18nProvider } from './i18n/i18nProvider';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { announcements } from './resources/announcements';
import { audit } from './resources/audit';
import { changelog } from './resources/changelog';
import { cosmetics } from './resources/cosmetics';
import { games } from './resources/games';
import { orders } from './resources/orders';
import { gods } from './resources/gods';
import { players } from './resources/players';
import { redemptionCodes } from './resources/redemption_codes';
import { sales } from './resources/sales';
import { tournaments } from './resources/tournaments';
import { statsRoutes } from './stats';

const Dashboard = lazy(() => import('./stats/dashboard/Dashboard'));
const ChecksPage = lazy(() => import('./checks/ChecksPage'));
const HistoryPage = lazy(() => import('./history/HistoryPage'));

const RESOURCES = [players, games, gods, cosmetics, sales, redemptionCodes, tournaments, changelog, announcements, audit, orders];

/**
 * The admin console (react-admin 5), served by the command service at `/admin`. Every resource
 * and page is a lazy chunk, loaded when opened; the shell is react-admin's layout and our menu.
 * Its addresses are real paths under `/admin` (a browser router; react-admin's own default is a
 * hash router), so the site can link to `/admin/stats/gods` and a reload keeps the page.
 */
export function App() {
  return (
    <BrowserRouter basename="/admin">
      <Admin
        title="Arena"
        dataProvider={createDataProvider()}
        authProvider={createAuthProvider()}
        i18nProvider={createI18nProvider()}
        loginPage={SignInPage}
        layout={ConsoleLayout}
        dashboard={Dashboard}
        requireAuth
        disableTelemetry
      >
        {RESOURCES.map(({ name, ...definition }) => (
          <Resource key={name} name={name} {...definition} />
        ))}
        <CustomRoutes>
          {statsRoutes.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="/checks" element={<ChecksPage />} />
          <Route path="/players/:id/history" element={<HistoryPage />} />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
