import { Navigate, Route, Routes, useLocation } from 'react-router';
import { achievementsRoutes } from '../features/achievements';
import { armoryRoutes } from '../features/chests';
import { authRoutes } from '../features/auth';
import { battlePassRoutes } from '../features/battle-pass';
import { catalogRoutes } from '../features/catalog';
import { contentRoutes } from '../features/content';
import { gameResultsRoutes } from '../features/game-results';
import { godsRoutes } from '../features/gods';
import { homeRoutes } from '../features/home';
import { leaderboardRoutes } from '../features/leaderboard';
import { lobbiesRoutes } from '../features/lobbies';
import { ordersRoutes } from '../features/orders';
import { partnerRoutes } from '../features/partner';
import { playersRoutes } from '../features/players';
import { profileRoutes } from '../features/profile';
import { redeemCodeRoutes } from '../features/redeem-codes';
import { statsRoutes } from '../features/stats';
import { storeRoutes } from '../features/store';
import type { FeatureRoute } from '../shared/routing';
import { Layout } from './Layout';
import { NotFoundPage } from './NotFoundPage';

const FEATURE_ROUTES: FeatureRoute[] = [
  ...homeRoutes,
  ...gameResultsRoutes,
  ...playersRoutes,
  ...leaderboardRoutes,
  ...catalogRoutes,
  ...storeRoutes,
  ...ordersRoutes,
  ...armoryRoutes,
  ...godsRoutes,
  ...profileRoutes,
  ...battlePassRoutes,
  ...achievementsRoutes,
  ...redeemCodeRoutes,
  ...partnerRoutes,
  ...lobbiesRoutes,
  ...contentRoutes,
  ...statsRoutes,
  ...authRoutes,
];

/** An unknown path goes to `/404` (the history entry is replaced, so Back skips it); its query (`?lang=`) goes along. */
function ToNotFound() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/404', search }} replace />;
}

/** Every page under the layout: the features' routes, then the 404 page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {FEATURE_ROUTES.map((route) =>
          'index' in route ? (
            <Route key="/" index element={<route.Page />} />
          ) : (
            <Route key={route.path} path={route.path} element={<route.Page />} />
          ),
        )}
        <Route path="404" element={<NotFoundPage />} />
        <Route path="*" element={<ToNotFound />} />
      </Route>
    </Routes>
  );
}
