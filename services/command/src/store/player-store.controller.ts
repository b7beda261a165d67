import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  equipQuery,
  playerCosmeticsQuery,
  type BuyItemReply,
  type DailyGoldReply,
  type EquipReply,
  type PlayerCosmeticsList,
  type PlusBenefitsView,
  type UseItemReply,
  type WalletView,
} from '@arena/contract';
import { cosmeticById, DAILY_GOLD_BONUS, DomainError, type EquipAnswer, type GrantAnswer, type PurchaseAnswer } from '@arena/domain';
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
import { GetPlayerCosmeticsQuery, GetPlusBenefitsQuery, GetWalletQuery } from './store.queries';

/**
 * A player's wallet and inventory, and what they do with them (docs/game-rules.md "Economy", "Chests";
 * the live site's paths). Only the player themself or an ADMIN (`SelfOrAdminGuard`:
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

  /**
   * `GET /api/players/{steam_id}/cosmetics[?filter=equipped]` → the items owned, a bare list with the
   * live site's fields, plus `equipped` and `count`. Errors: 400 `invalid_steam_id`,
   * `invalid_payload` (another filter), 404 `player_not_found`.
   */
  @Get(':steamId/cosmetics')
  async cosmetics(
    @Param('steamId', SteamIdPipe) steamId: string,
    @Query(new SchemaPipe(playerCosmeticsQuery, 'query')) { filter }: { filter?: 'equipped' },
  ): Promise<PlayerCosmeticsList> {
    const list = await this.queryBus.execute<GetPlayerCosmeticsQuery, PlayerCosmeticsList | null>(
      new GetPlayerCosmeticsQuery(steamId, filter === 'equipped'),
    );
    if (!list) throw notFound('player_not_found', `No player with Steam id ${steamId}`);
    return list;
  }

  /** `GET /api/players/{steam_id}/wallet` → `Wallet` (ours). Errors: 400 `invalid_steam_id`, 404 `player_not_found`. */
  @Get(':steamId/wallet')
  async wallet(@Param('steamId', SteamIdPipe) steamId: string): Promise<WalletView> {
    const view = await this.queryBus.execute<GetWalletQuery, WalletView | null>(new GetWalletQuery(steamId));
    if (!view) throw notFound('player_not_found', `No player with Steam id ${steamId}`);
    return view;
  }

  /**
   * `GET /api/players/{steam_id}/plus_benefits` → `{hasWeeklyDoubleDown, canClaimGold}` (the live
   * site's) and ours `{has_plus, plus_expiration, daily_gold}`. Errors: 400 `invalid_steam_id`, 404 `player_not_found`.
   */
  @Get(':steamId/plus_benefits')
  async plusBenefits(@Param('steamId', SteamIdPipe) steamId: string): Promise<PlusBenefitsView> {
    const view = await this.queryBus.execute<GetPlusBenefitsQuery, PlusBenefitsView | null>(new GetPlusBenefitsQuery(steamId));
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
   * `POST /api/players/{steam_id}/cosmetics/{cosmetic_id}/equip?equip=true|false` (no body, as the
   * live client sends it) → `{equipped: [{group, item_id}], position}`.
   * Errors: 400 `invalid_payload` (no or another `equip`); 409 `not_equippable`, `not_owned`; 404 `player_not_found`.
   */
  @Post(':steamId/cosmetics/:itemId/equip')
  @HttpCode(200)
  equip(
    @Param('steamId', SteamIdPipe) steamId: string,
    @Param('itemId') itemId: string,
    // parsed before the Steam id, as the equip's errors have always been answered
    @Query(new SchemaPipe(equipQuery, 'query')) { equip }: { equip: 'true' | 'false' },
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<EquipReply> {
    return this.setEquipped(steamId, itemId, equip === 'true', user, request);
  }

  /** `PUT /api/players/{steam_id}/cosmetics/{cosmetic_id}/equip` (no body): equips; as `POST ...?equip=true`. */
  @Put(':steamId/cosmetics/:itemId/equip')
  @HttpCode(200)
  equipPut(
    @Param('steamId', SteamIdPipe) steamId: string,
    @Param('itemId') itemId: string,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<EquipReply> {
    return this.setEquipped(steamId, itemId, true, user, request);
  }

  /** `DELETE /api/players/{steam_id}/cosmetics/{cosmetic_id}/equip` (no body): unequips; as `POST ...?equip=false`. */
  @Delete(':steamId/cosmetics/:itemId/equip')
  @HttpCode(200)
  unequip(
    @Param('steamId', SteamIdPipe) steamId: string,
    @Param('itemId') itemId: string,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<EquipReply> {
    return this.setEquipped(steamId, itemId, false, user, request);
  }

  private async setEquipped(
    steamId: string,
    itemId: string,
    equip: boolean,
    user: SessionUser,
    request: FastifyRequest,
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
   * `POST /api/players/{steam_id}/use_item/{cosmetic_id}` → `{item_id, coins, position}`: uses a consumable;
   * none is used this way yet (double-downs have `use_doubledown`). A chest is opened with `open_chest`
   * (the chests feature), never used here.
   * Errors: 400 `invalid_steam_id`; 409 `chest_not_usable` (a chest), `not_usable` (any other item).
   */
  @Post(':steamId/use_item/:itemId')
  @HttpCode(200)
  use(@Param('steamId', SteamIdPipe) _steamId: string, @Param('itemId') itemId: string): UseItemReply {
    if (cosmeticById(itemId)?.type === 'chest') throw new DomainError('chest_not_usable', 'A chest is opened with open_chest, not used');
    throw new DomainError('not_usable', 'This item cannot be used');
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
}
