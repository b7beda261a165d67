/**
 * The answers of `/api/stats/*` the console draws (libs/contract/src/stats/views.ts; docs/api.md
 * "Statistics"): only the fields read here. Rates are fractions 0..1, durations seconds.
 */
export interface GodStatsRow {
  god: string;
  god_freq: number;
  avg_place: number;
  pick_rate: number;
  first_place_rate: number;
  top_four_rate: number;
}

export interface GodAbilityStatsRow {
  ability_name: string;
  freq: number;
  winner_freq: number;
  top_four_freq: number;
}

export interface AbilityStatsRow {
  ability_name: string;
  hero_body: string | null;
  freq: number;
  pick_rate: number;
  first_place_rate: number;
  top_four_rate: number;
}

export interface AbilityLevelCountRow {
  ability_name: string;
  count: number;
}

export interface WinnerLevelRow {
  ability_name: string;
  placements: number[];
  ability_freq: number;
}

export interface BodyStatsRow {
  hero_name: string;
  tier: 'S' | 'A' | 'B' | 'C' | 'D' | null;
  freq: number;
  avg_place: number;
  pick_rate: number;
  first_place_rate: number;
  top_four_rate: number;
}

export interface GameStatsTotal {
  games_count: number;
  avg_rounds: number | null;
  avg_duration: number | null;
}

export interface GameSeriesRow {
  label: string;
  games_count: number;
  avg_rounds: number | null;
  avg_duration: number | null;
  players?: number;
}

export interface EconomyStats {
  days: {
    day: string;
    gold_earned: Record<string, number>;
    gold_spent: Record<string, number>;
    purchases: number;
    chests_opened: number;
    codes_redeemed: number;
  }[];
  purchases: { item_id: string; count: number; gold: number }[];
  chests: { chest_id: string; opened: number; drops: { item_id: string; count: number; duplicates: number }[] }[];
  codes: { code: string; redeemed: number }[];
}
