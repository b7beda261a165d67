import { Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import type Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import type { LobbyTicketReply } from '@arena/contract';
import { LOBBY_TICKET_SECONDS, storeLobbyTicket } from '@arena/read-models';
import { CurrentUser, RolesGuard, type SessionUser } from '../auth';
import type { CommandConfig } from '../platform/config';
import { CONFIG, REDIS } from '../platform/tokens';

/**
 * The matchmaking socket's sign-in (docs/architecture.md "Lobby service"): the site's session buys a one-time
 * ticket that the lobby service takes once, within 30 s, when the socket connects with
 * `?ticket=`. Signed-in players only (`RolesGuard`: 401 `sign_in_required`).
 */
@Controller('api/lobby')
@UseGuards(RolesGuard)
export class LobbyTicketController {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: CommandConfig,
  ) {}

  /** `POST /api/lobby/ticket` (no body) → `{ticket, expires_in (s), port}`. Errors: 401 `sign_in_required`. */
  @Post('ticket')
  @HttpCode(200)
  async ticket(@CurrentUser() user: SessionUser): Promise<LobbyTicketReply> {
    // 144 random bits: a ticket cannot be guessed within its 30 s
    const ticket = randomBytes(18).toString('base64url');
    await storeLobbyTicket(this.redis, this.config.namespace, ticket, user.steamId);
    return { ticket, expires_in: LOBBY_TICKET_SECONDS, port: this.config.lobbyPort };
  }
}
