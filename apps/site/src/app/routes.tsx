import { Redirect, Route, Switch } from 'wouter';
import { useAddress } from '../shared/router';
import { FEATURE_ROUTES, NOT_FOUND_PATH } from './feature-routes';
import { Layout } from './Layout';
import { NotFoundPage } from './NotFoundPage';

/** An unknown path goes to `/404` (the history entry is replaced, so Back skips it); its query (`?lang=`) goes along. */
function ToNotFound() {
  const { search } = useAddress();
  return <Redirect to={`/${NOT_FOUND_PATH}${search}`} replace />;
}

/** Every page under the layout: the features' routes, then the 404 page. */
export function AppRoutes() {
  return (
    <Layout>
      <Switch>
        {FEATURE_ROUTES.map((route) => {
          const path = 'index' in route ? '/' : `/${route.path}`;
          return (
            <Route key={path} path={path}>
              <route.Page />
            </Route>
          );
        })}
        <Route path={`/${NOT_FOUND_PATH}`}>
          <NotFoundPage />
        </Route>
        <Route>
          <ToNotFound />
        </Route>
      </Switch>
    </Layout>
  );
}
