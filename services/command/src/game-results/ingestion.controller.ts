import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import {
  gameStartPayload,
  GameStartReply,
  gameSummaryPayload,
  GameSummaryReply,
  playerResultPayload,
  PlayerResultReply,
} from '@arena/contract';
import type { Loadouts } from '@arena/read-models';
import { GameResultAnswer, rankView } from '@arena/domain';
import type { CommandContext, ExecuteResult } from '../platform/event-sourced-repository';
import { parseOrThrow, unwrapData } from '../platform/http/validation';
import { GetLoadoutsQuery } from './game-start.query';
import { RecordGameResultCommand } from './record-game-result.handler';
import { RecordGameSummaryCommand } from './record-game-summary.handler';
import { ServerKeyGuard, ServerRequest } from './server-key.guard';

/** Game-server ingestion (docs/game-rules.md, "Result ingestion"); shapes in @arena/contract. */
@Controller('api/games')
@UseGuards(ServerKeyGuard)
export class IngestionController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  /**
   * `POST /api/games/start` with `{"data": {matchID, steamIDs}}` (or the object itself): what each
   * player brings into the game (docs/game-rules.md "God ownership", "Equip groups"): equipped cosmetics, the gods they
   * own now, the gods they banned and those disabled for everyone ("Global god flags": in each
   * `banned_gods` and in the extra `disabled_gods`), Plus, the double-downs held; in the order asked. Reads only.
   * Errors: 400 malformed_json / invalid_payload, 401 invalid_server_key.
   */
  @Post('start')
  @HttpCode(200)
  async start(@Body() body: unknown): Promise<GameStartReply> {
    const wrapped = typeof body === 'object' && body !== null && Object.hasOwn(body, 'data');
    const input = parseOrThrow(gameStartPayload, wrapped ? unwrapData(body) : body, 'game start');
    const loadouts = await this.queryBus.execute<GetLoadoutsQuery, Loadouts>(new GetLoadoutsQuery(input.steamIDs));
    return { match_id: input.matchID, players: loadouts.players, disabled_gods: loadouts.disabledGods };
  }

  /**
   * `POST /api/games/players` with `{"data": "<JSON string>"}`: one player's result.
   * Answers the post-match ladder rating, its change, rank, badge and pips, the gold (`coins_change`) and
   * battle-pass XP (`xp_change`) the game gave and the battle-pass level after it; a retry answers the same.
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
      coins_change: answer.coinsChange,
      xp_change: answer.xpChange,
      bp_level: answer.bpLevel,
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
