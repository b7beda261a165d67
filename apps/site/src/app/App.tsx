import { SiteRouter } from '../shared/router';
import { Providers } from './providers';
import { AppRoutes } from './routes';

/** The site: history-mode router, shared providers, the pages. */
export function App() {
  return (
    <SiteRouter>
      <Providers>
        <AppRoutes />
      </Providers>
    </SiteRouter>
  );
}
