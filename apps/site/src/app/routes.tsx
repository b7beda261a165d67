import { Navigate, Route, Routes, useLocation } from 'react-router';
import { FEATURE_ROUTES, NOT_FOUND_PATH } from './feature-routes';
import { Layout } from './Layout';
import { NotFoundPage } from './NotFoundPage';

/** An unknown path goes to `/404` (the history entry is replaced, so Back skips it); its query (`?lang=`) goes along. */
function ToNotFound() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: `/${NOT_FOUND_PATH}`, search }} replace />;
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
        <Route path={NOT_FOUND_PATH} element={<NotFoundPage />} />
        <Route path="*" element={<ToNotFound />} />
      </Route>
    </Routes>
  );
}
