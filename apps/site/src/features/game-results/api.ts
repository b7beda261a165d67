import { queryOptions } from '@tanstack/react-query';
import { pageQuery, request } from '../../shared/api/client';
import type { GameDetail, GamesPage, PlayerGamesPage } from '../../shared/api/types';

/** Query keys of game results: `gameResultsKeys.all` covers every list and game. */
export const gameResultsKeys = {
  all: ['game-results'] as const,
  games: (page: number, perPage: number) => [...gameResultsKeys.all, 'games', page, perPage] as const,
  game: (gameId: string) => [...gameResultsKeys.all, 'game', gameId] as const,
  playerGames: (steamId: string, page: number, perPage: number) => [...gameResultsKeys.all, 'player-games', steamId, page, perPage] as const,
};

/** `GET /api/games`: the newest games first, `perPage` (1..100) per page from page 1. */
export function gamesQuery(page: number, perPage: number) {
  return queryOptions({
    queryKey: gameResultsKeys.games(page, perPage),
    queryFn: ({ signal }) => request<GamesPage>(`/api/games?${pageQuery(page, perPage)}`, { signal }),
  });
}

/** `GET /api/games/{gameId}`: one game with its players in place order; ApiError 404 for unknown games. */
export function gameQuery(gameId: string) {
  return queryOptions({
    queryKey: gameResultsKeys.game(gameId),
    queryFn: ({ signal }) => request<GameDetail>(`/api/games/${encodeURIComponent(gameId)}`, { signal }),
  });
}

/** `GET /api/players/{steamId}/games`: a player's games, newest first; ApiError 404 for unknown players. */
export function playerGamesQuery(steamId: string, page: number, perPage: number) {
  return queryOptions({
    queryKey: gameResultsKeys.playerGames(steamId, page, perPage),
    queryFn: ({ signal }) => request<PlayerGamesPage>(`/api/players/${encodeURIComponent(steamId)}/games?${pageQuery(page, perPage)}`, { signal }),
  });
}
