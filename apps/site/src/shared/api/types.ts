/**
 * Bodies of the HTTP API the site reads and sends, under the names the site's code uses. The
 * shapes are libs/contract's (the zod schemas the server validates and answers with), imported
 * as types only: nothing of the server reaches the bundle.
 */
import type {
  AbilityView,
  AuthConfigReply,
  AuthSuccessBody,
  AuthUserView,
  BattlePassView,
  GameDocument,
  GameListEntry,
  GamePlayerRow,
  GodPowerView,
  GodView,
  HeroView,
  LeaderboardEntry as ContractLeaderboardEntry,
  LeaderboardReply,
  LocalizedText,
  Page,
  PlayerGameEntry,
  PlayerProfile as ContractPlayerProfile,
  PlayerStats as ContractPlayerStats,
  RankFields as ContractRankFields,
  RankName as ContractRankName,
  SpellView,
} from '@arena/contract';

export type Localized = LocalizedText;
export type RankName = ContractRankName;
/** A rank as the badge draws it: the rank fields and the ladder rating they come from. */
export type RankFields = ContractRankFields & { ladder_mmr: number };
export type PlayerProfile = ContractPlayerProfile;
export type PlayerGodStats = PlayerProfile['gods'][number];
export type BattlePass = BattlePassView;
export type Paged = Omit<Page<unknown>, 'games'>;
export type PlayerGameSummary = PlayerGameEntry;
export type PlayerGamesPage = Page<PlayerGameEntry>;
export type PlayerStats = ContractPlayerStats;
export type GameListPlayer = GameListEntry['players'][number];
export type GameSummary = GameListEntry;
export type GamesPage = Page<GameListEntry>;
export type GameAbility = AbilityView;
export type GameHero = HeroView;
export type GamePlayer = GamePlayerRow;
export type GameDetail = GameDocument;
export type LeaderboardEntry = ContractLeaderboardEntry;
export type Leaderboard = LeaderboardReply;
export type Spell = SpellView;
export type GodPower = GodPowerView;
export type God = GodView;
export type SessionUser = AuthUserView;
export type Session = AuthSuccessBody;
export type AuthConfig = AuthConfigReply;
