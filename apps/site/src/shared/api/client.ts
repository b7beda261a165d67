/**
 * The site's only way to the back end: same-origin HTTP under /api (contract: docs/api.md).
 * One function per endpoint; failures throw ApiError carrying the HTTP status.
 */

export type Localized = { en: string; cn: string };

export type RankName =
  | 'Herald'
  | 'Guardian'
  | 'Crusader'
  | 'Archon'
  | 'Legend'
  | 'Ancient'
  | 'Divine'
  | 'Immortal';

export interface RankFields {
  ladder_mmr: number;
  rank: RankName | string;
  rank_tier: number;
  badge: number;
  pips: number | null;
}

export interface PlayerGodStats {
  god: string;
  games: number;
  first_places: number;
}

export interface PlayerProfile extends RankFields {
  steam_id: string;
  username: string;
  avatar: string | null;
  leaderboard_rank: number | null;
  games_played: number;
  ranked_games: number;
  first_places: number;
  top_fours: number;
  rounds_won: number;
  average_place: number | null;
  gods: PlayerGodStats[];
  bp_level: number;
  has_plus: boolean;
  user_type: string;
  created_at: string | null;
  last_game_at: string | null;
}

export interface BattlePass {
  bp_level: number;
  total_xp: number;
  upgraded: boolean;
  requirements: { level: number; total_xp: number; next_level_xp: number };
}

export interface Paged {
  page: number;
  per_page: number;
  total: number;
}

export interface PlayerGameSummary {
  game_id: string;
  created_at: string;
  duration: number;
  ranked: boolean;
  place: number;
  god: string;
  rounds: number;
  wins: number;
  losses: number;
  ladder_mmr: number | null;
  ladder_change: number | null;
}

export interface PlayerGamesPage extends Paged {
  games: PlayerGameSummary[];
}

export interface GameListPlayer {
  steam_id: string;
  username: string;
  place: number;
  god: string;
}

export interface GameSummary {
  game_id: string;
  created_at: string;
  duration: number;
  rounds: number;
  ranked: boolean;
  players: GameListPlayer[];
}

export interface GamesPage extends Paged {
  games: GameSummary[];
}

export interface GameAbility {
  name: string;
  level: number;
  is_ultimate: boolean;
  icon?: string;
}

export interface GameHero {
  name: string;
  tier: number;
  abilities: GameAbility[];
}

export interface GamePlayer {
  steam_id: string;
  username: string;
  avatar: string | null;
  place: number;
  rounds: number;
  wins: number;
  losses: number;
  god: string;
  ladder_mmr: number | null;
  ladder_change: number | null;
  heroes: GameHero[];
}

export interface GameDetail {
  game_id: string;
  created_at: string;
  duration: number;
  rounds: number;
  ranked: boolean;
  cheats_enabled: boolean;
  players: GamePlayer[];
}

export interface LeaderboardEntry extends RankFields {
  position: number;
  steam_id: string;
  username: string;
  avatar: string | null;
  games_played: number;
}

export interface Leaderboard {
  players: LeaderboardEntry[];
}

export interface Spell {
  id: string;
  image?: string;
  hero: string;
  ultimate: boolean;
  name: Localized;
  description: Localized;
  super: Localized;
  gaben: Localized;
}

export interface GodPower {
  name: Localized;
  description: Localized;
  levels: number[];
}

export interface God {
  id: string;
  name: Localized;
  title?: Localized;
  icon: string;
  powers: GodPower[];
}

export interface SessionUser {
  id: string;
  isAdmin: boolean;
  displayName: string;
  photos?: { value: string }[];
  userType?: string;
}

export type Session = { success: true; user: SessionUser } | { success: false; user: null };

export interface AuthConfig {
  dev_sign_in: boolean;
  steam_sign_in: boolean;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (method !== 'GET' && method !== 'HEAD') {
    headers.set('x-requested-with', 'arena');
    if (init.body !== undefined) headers.set('content-type', 'application/json');
  }
  let response: Response;
  try {
    response = await fetch(path, { ...init, method, headers, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', String(error));
  }
  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  if (!response.ok) {
    const err = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new ApiError(response.status, err?.code ?? 'http_error', err?.message ?? response.statusText);
  }
  if (body === undefined) throw new ApiError(response.status, 'invalid_json', 'Invalid JSON response');
  return body as T;
}

const enc = encodeURIComponent;

function pageQuery(page: number, perPage: number): string {
  return `page=${enc(String(page))}&per_page=${enc(String(perPage))}`;
}

type Opts = { signal?: AbortSignal };

export const api = {
  // session
  session: (o: Opts = {}) => request<Session>('/api/auth/steam/success', o),
  authConfig: (o: Opts = {}) => request<AuthConfig>('/api/auth/config', o),
  devSignIn: (steamId: string, displayName: string) =>
    request<Session>('/api/auth/dev', {
      method: 'POST',
      body: JSON.stringify({ steam_id: steamId, display_name: displayName }),
    }),
  logout: () => request<{ success: boolean }>('/api/auth/logout', { method: 'POST' }),
  steamSignInUrl: '/api/auth/steam',

  // players and games
  player: (steamId: string, o: Opts = {}) => request<PlayerProfile>(`/api/players/${enc(steamId)}`, o),
  battlePass: (steamId: string, o: Opts = {}) =>
    request<BattlePass>(`/api/players/${enc(steamId)}/battle_pass`, o),
  playerGames: (steamId: string, page = 1, perPage = 20, o: Opts = {}) =>
    request<PlayerGamesPage>(`/api/players/${enc(steamId)}/games?${pageQuery(page, perPage)}`, o),
  games: (page = 1, perPage = 20, o: Opts = {}) => request<GamesPage>(`/api/games?${pageQuery(page, perPage)}`, o),
  game: (gameId: string, o: Opts = {}) => request<GameDetail>(`/api/games/${enc(gameId)}`, o),
  leaderboard: (o: Opts = {}) => request<Leaderboard>('/api/leaderboard', o),

  // game data
  spells: (o: Opts = {}) => request<Spell[]>('/api/spells', o),
  gods: (o: Opts = {}) => request<God[]>('/api/gods', o),
};
