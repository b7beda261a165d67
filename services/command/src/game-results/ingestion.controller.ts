import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { gameSummaryPayload, GameSummaryReply, playerResultPayload, PlayerResultReply } from '@arena/contract';
import { GameResultAnswer, rankView } from '@arena/domain';
import type { CommandContext, ExecuteResult } from '../platform/event-sourced-repository';
import { parseOrThrow, unwrapData } from '../platform/http/validation';
import { RecordGameResultCommand } from './record-game-result.handler';
import { RecordGameSummaryCommand } from './record-game-summary.handler';
import { ServerKeyGuard, ServerRequest } from './server-key.guard';

/** Game-server ingestion (GAME_RULES.md, "Game results from game servers"); shapes in @arena/contract. */
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
    const result = parseOrThrow(playerResultPayload, unwrapData(body), 'player result');
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
  async postGameSummary(@Body() body: unknown, @Req() request: ServerRequest): Promise<GameSummaryReply> {
    const summary = parseOrThrow(gameSummaryPayload, unwrapData(body), 'game summary');
    const { answer } = await this.commandBus.execute<RecordGameSummaryCommand, ExecuteResult<{ matchId: string }>>(
      new RecordGameSummaryCommand(summary, contextOf(request)),
    );
    return { success: true, match_id: answer.matchId };
  }
}

function contextOf(request: ServerRequest): CommandContext {
  return { actor: `server:${request.serverKeyName}`, correlationId: String(request.id), causationId: randomUUID() };
}
