import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Layout } from './components/Layout';
import { ToastProvider } from './components/Toast';
import { CatalogProvider } from './context/CatalogContext';
import { SessionProvider } from './context/SessionContext';
import { GamePage } from './pages/GamePage';
import { GamesPage } from './pages/GamesPage';
import { GodsPage } from './pages/GodsPage';
import { HomePage } from './pages/HomePage';
import { LeaderboardPage } from './pages/LeaderboardPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PlayerGamesPage } from './pages/PlayerGamesPage';
import { PlayerPage } from './pages/PlayerPage';
import { RedirectPage } from './pages/RedirectPage';
import { SpellsPage } from './pages/SpellsPage';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="games" element={<GamesPage />} />
        <Route path="games/:gameId" element={<GamePage />} />
        <Route path="players/:steamId" element={<PlayerPage />} />
        <Route path="players/:steamId/games" element={<PlayerGamesPage />} />
        <Route path="leaderboard" element={<LeaderboardPage />} />
        <Route path="learn/spells" element={<SpellsPage />} />
        <Route path="learn/gods" element={<GodsPage />} />
        <Route path="redirect" element={<RedirectPage />} />
        <Route path="404" element={<NotFoundPage />} />
        {/* Unknown paths render the 404 page in place; the address is left as typed. */}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <SessionProvider>
        <CatalogProvider>
          <ToastProvider>
            <AppRoutes />
          </ToastProvider>
        </CatalogProvider>
      </SessionProvider>
    </BrowserRouter>
  );
}
