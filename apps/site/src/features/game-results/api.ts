import { queryOptions } from '@tanstack/react-query';
import { api, getList } from '../../shared/api/api';
import type { PlayerStats } from '../../shared/api/types';

/** Query keys of game results: `gameResultsKeys.all` covers every list and game. */
const gameResultsKeys = {
  all: ['game-results'] as const,
  games: (page: number, perPage: number) => [...gameResultsKeys.all, 'games', page, perPage] as const,
  game: (gameId: string) => [...gameResultsKeys.all, 'game', gameId] as const,
  playerGames: (steamId: string, page: number, perPage: number) =>
    [...gameResultsKeys.all, 'player-games', steamId, page, perPage] as const,
  playerStats: (steamId: string) => [...gameResultsKeys.all, 'player-stats', steamId] as const,
};

/** `?limit&offset` of page `page` (from 1) of `perPage` entries. */
const listQueryOf = (page: number, perPage: number) => ({ limit: perPage, offset: (page - 1) * perPage });

/** `GET /api/games`: the newest games first, `perPage` (1..100) per page from page 1, and how many there are. */
export function gamesQuery(page: number, perPage: number) {
  return queryOptions({
    queryKey: gameResultsKeys.games(page, perPage),
    queryFn: ({ signal }) => getList('/api/games', { query: listQueryOf(page, perPage), signal }),
  });
}

/** `GET /api/games/{gameId}`: one game with its players in place order; null for a game nobody recorded. */
export function gameQuery(gameId: string) {
  return queryOptions({
    queryKey: gameResultsKeys.game(gameId),
    queryFn: ({ signal }) => api.get('/api/games/{game_id}', { params: { game_id: gameId }, signal }),
  });
}

/** `GET /api/players/{steamId}/games`: a player's games, newest first, and how many there are; ApiError 404 for unknown players. */
export function playerGamesQuery(steamId: string, page: number, perPage: number) {
  return queryOptions({
    queryKey: gameResultsKeys.playerGames(steamId, page, perPage),
    queryFn: ({ signal }) =>
      getList('/api/players/{steam_id}/games', { params: { steam_id: steamId }, query: listQueryOf(page, perPage), signal }),
  });
}

/** `GET /api/players/{steamId}/stats`: the player's stats over every recorded game; ApiError 404 for unknown players. */
export function fetchPlayerStats(steamId: string, options: { signal?: AbortSignal } = {}): Promise<PlayerStats> {
  return api.get('/api/players/{steam_id}/stats', { params: { steam_id: steamId }, ...options }).then((body) => ({
    ...body,
    placements: Array.isArray(body?.placements) ? body.placements : [],
    gods: Array.isArray(body?.gods) ? body.gods : [],
    heroes: Array.isArray(body?.heroes) ? body.heroes : [],
  }));
}

export function playerStatsQuery(steamId: string) {
  return queryOptions({
    queryKey: gameResultsKeys.playerStats(steamId),
    queryFn: ({ signal }) => fetchPlayerStats(steamId, { signal }),
    staleTime: 60_000,
  });
}
