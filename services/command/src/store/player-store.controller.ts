import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  equipBody,
  type BuyItemReply,
  type DailyGoldReply,
  type EquipBody,
  type EquipReply,
  type OpenChestReply,
  type PlayerCosmetics,
  type UseItemReply,
} from '@arena/contract';
import {
  cosmeticById,
  DAILY_GOLD_BONUS,
  DomainError,
  type EquipAnswer,
  type GrantAnswer,
  type OpenChestAnswer,
  type PurchaseAnswer,
} from '@arena/domain';
import { CurrentUser, SelfOrAdminGuard, type SessionUser } from '../auth';
import type { ExecuteResult } from '../platform/event-sourced-repository';
import { notFound } from '../platform/http/api-error';
import { commandContext } from '../platform/http/command-context';
import { clientRequest } from '../platform/http/idempotency-key';
import { SteamIdPipe } from '../platform/http/path-params';
import { SchemaPipe } from '../platform/http/validation';
import { CLOCK, type Clock } from '../platform/tokens';
import { actOnPlayer } from '../players';
import { BuyItemCommand } from './buy-item.handler';
import { OpenChestCommand } from './open-chest.handler';
import { GetPlayerCosmeticsQuery } from './store.queries';

function chestOpening(answer: OpenChestAnswer) {
  return {
    chest_id: answer.chestId,
    drops: answer.drops.map(({ itemId, count, duplicate, refundGold }) => ({ item_id: itemId, count, duplicate, refund_gold: refundGold })),
    coins: answer.balance,
  };
}

/**
 * A player's wallet and inventory, and what they do with them (issue 7, "Store", "Chests",
 * "Armory"; the live site's paths). Only the player themself or an ADMIN (`SelfOrAdminGuard`:
 * 401 `sign_in_required`, 403 `forbidden`). Every mutation takes an `Idempotency-Key` (a retry
 * answers the first answer and changes nothing; 422 `idempotency_key_reused` for another
 * action) and answers the event `position` to send as `X-Read-After`. Shapes in @arena/contract.
 */
@Controller('api/players')
@UseGuards(SelfOrAdminGuard)
export class PlayerStoreController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `GET /api/players/{steam_id}/cosmetics` → `PlayerCosmetics`. Errors: 400 `invalid_steam_id`, 404 `player_not_found`. */
  @Get(':steamId/cosmetics')
  async cosmetics(@Param('steamId', SteamIdPipe) steamId: string): Promise<PlayerCosmetics> {
    const view = await this.queryBus.execute<GetPlayerCosmeticsQuery, PlayerCosmetics | null>(new GetPlayerCosmeticsQuery(steamId));
    if (!view) throw notFound('player_not_found', `No player with Steam id ${steamId}`);
    return view;
  }

  /**
   * `POST /api/players/{steam_id}/buy_item/{cosmetic_id}` → `{item_id, price (gold paid), coins (balance after), position}`.
   * Errors: 409 `not_for_sale`, `already_owned`, `daily_limit_reached`, `insufficient_gold`; 404 `player_not_found`.
   */
  @Post(':steamId/buy_item/:itemId')
  @HttpCode(200)
  async buy(
    @Param('steamId', SteamIdPipe) steamId: string,
    @Param('itemId') itemId: string,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<BuyItemReply> {
    const { answer, position } = await this.commandBus.execute<BuyItemCommand, ExecuteResult<PurchaseAnswer>>(
      new BuyItemCommand(steamId, itemId, clientRequest(request, `buy_item:${itemId}`), commandContext(request, user.steamId)),
    );
    return { item_id: answer.itemId, price: answer.price, coins: answer.balance, position };
  }

  /**
   * `POST /api/players/{steam_id}/open_chest/{cosmetic_id}` → `{chest_id, drops, coins, position}`.
   * Errors: 409 `not_a_chest`, `no_chest`; 404 `player_not_found`.
   */
  @Post(':steamId/open_chest/:chestId')
  @HttpCode(200)
  async openChest(
    @Param('steamId', SteamIdPipe) steamId: string,
    @Param('chestId') chestId: string,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<OpenChestReply> {
    const { answer, position } = await this.open(steamId, chestId, `open_chest:${chestId}`, user, request);
    return { ...chestOpening(answer), position };
  }

  /**
   * `POST /api/players/{steam_id}/cosmetics/{cosmetic_id}/equip` body `{equip: boolean}` → `{equipped: [{group, item_id}], position}`.
   * Errors: 400 `invalid_payload`; 409 `not_equippable`, `not_owned`; 404 `player_not_found`.
   */
  @Post(':steamId/cosmetics/:itemId/equip')
  @HttpCode(200)
  async equip(
    @Param('steamId', SteamIdPipe) steamId: string,
    @Param('itemId') itemId: string,
    // parsed before the Steam id, as the equip's errors have always been answered
    @Body(new SchemaPipe(equipBody, 'equip')) { equip }: EquipBody,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<EquipReply> {
    const command = { type: 'EquipItem' as const, itemId, equip };
    const { answer, position } = await actOnPlayer<EquipAnswer>(
      this.commandBus,
      steamId,
      command,
      `equip:${itemId}:${equip}`,
      user.steamId,
      request,
    );
    return { equipped: answer.equipped.map(({ group, itemId: id }) => ({ group, item_id: id })), position };
  }

  /**
   * `POST /api/players/{steam_id}/use_item/{cosmetic_id}` → `{item_id, chest, coins, position}`: using a chest opens
   * it (as `open_chest`); nothing else is used this way yet (double-downs have `use_doubledown`).
   * Errors: 409 `not_usable`, `no_chest`; 404 `player_not_found`.
   */
  @Post(':steamId/use_item/:itemId')
  @HttpCode(200)
  async use(
    @Param('steamId', SteamIdPipe) steamId: string,
    @Param('itemId') itemId: string,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<UseItemReply> {
    if (cosmeticById(itemId)?.type !== 'chest') throw new DomainError('not_usable', 'This item cannot be used');
    const { answer, position } = await this.open(steamId, itemId, `use_item:${itemId}`, user, request);
    const opening = chestOpening(answer);
    return { item_id: itemId, chest: opening, coins: opening.coins, position };
  }

  /**
   * `POST /api/players/{steam_id}/claim_daily_gold` → `{gold, coins (balance after), position}`: Plus's
   * free daily gold bonus, once a UTC day. Errors: 409 `plus_required`, `already_claimed_today`.
   */
  @Post(':steamId/claim_daily_gold')
  @HttpCode(200)
  async claimDailyGold(
    @Param('steamId', SteamIdPipe) steamId: string,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<DailyGoldReply> {
    const command = { type: 'ClaimDailyGold' as const, now: this.clock.now().getTime() };
    const { answer, position } = await actOnPlayer<GrantAnswer>(
      this.commandBus,
      steamId,
      command,
      'claim_daily_gold',
      user.steamId,
      request,
    );
    return { gold: DAILY_GOLD_BONUS, coins: answer.balance, position };
  }

  private open(steamId: string, chestId: string, action: string, user: SessionUser, request: FastifyRequest) {
    return this.commandBus.execute<OpenChestCommand, ExecuteResult<OpenChestAnswer>>(
      new OpenChestCommand(steamId, chestId, clientRequest(request, action), commandContext(request, user.steamId)),
    );
  }
}
