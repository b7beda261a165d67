import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { GameResultAnswer, rankView } from '@arena/domain';
import type { ExecuteResult } from '../write/event-sourced-repository';
import { parseOrThrow, unwrapData } from '../http/validation';
import { gameSummarySchema, playerResultSchema } from './payload-schemas';
import { RecordGameResultCommand } from './record-game-result.handler';
import { RecordGameSummaryCommand } from './record-game-summary.handler';
import { ServerKeyGuard, ServerRequest } from './server-key.guard';

/** What a game server is told after posting a player's result. */
export interface PlayerResultReply {
  success: true;
  steam_id: string;
  match_id: string;
  ranked: boolean;
  /** Ladder rating after the game. */
  ladder_mmr: number;
  /** Signed change of the ladder rating (0 in unranked games). */
  ladder_change: number;
  rank: string;
  rank_tier: number;
  badge: number;
  pips: number | null;
}

/** Game-server ingestion (GAME_RULES.md, "Game results from game servers"). */
@Controller('api/games')
@UseGuards(ServerKeyGuard)
export class IngestionController {
  constructor(private readonly commandBus: CommandBus) {}

  /**
   * `POST /api/games/players` with `{"data": "<JSON string>"}`: one player's result.
   * Answers the post-match ladder rating, its change, rank, badge and pips; a retry answers the same.
   * Errors: 400 malformed_json / invalid_payload, 401 invalid_server_key, 409 result_conflict, 413.
   */
  @Post('players')
  @HttpCode(200)
  async postPlayerResult(@Body() body: unknown, @Req() request: ServerRequest): Promise<PlayerResultReply> {
    const result = parseOrThrow(playerResultSchema, unwrapData(body), 'player result');
    const { answer } = await this.commandBus.execute<RecordGameResultCommand, ExecuteResult<GameResultAnswer>>(
      new RecordGameResultCommand(result, contextOf(request)),
    );
    return {
      success: true,
      steam_id: answer.steamId,
      match_id: answer.matchId,
      ranked: answer.ranked,
      ladder_mmr: answer.ladder,
      ladder_change: answer.ladderChange,
      ...rankView(answer.ladder),
    };
  }

  /**
   * `POST /api/games` with `{"data": {matchID, duration (s), rounds, cheatsEnabled, roundResults}}`.
   * Errors: 400, 401 invalid_server_key, 409 summary_conflict, 413.
   */
  @Post()
  @HttpCode(200)
  async postGameSummary(@Body() body: unknown, @Req() request: ServerRequest): Promise<{ success: true; match_id: string }> {
    const summary = parseOrThrow(gameSummarySchema, unwrapData(body), 'game summary');
    const { answer } = await this.commandBus.execute<RecordGameSummaryCommand, ExecuteResult<{ matchId: string }>>(
      new RecordGameSummaryCommand(summary, contextOf(request)),
    );
    return { success: true, match_id: answer.matchId };
  }
}

function contextOf(request: ServerRequest) {
  return { actor: `server:${request.serverKeyName}`, correlationId: String(request.id), causationId: randomUUID() };
}
