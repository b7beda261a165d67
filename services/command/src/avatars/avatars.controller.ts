import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { avatarQuery } from '@arena/contract';
import { AVATAR_SIZES, generatedAvatarSvg } from '@arena/domain';
import { SteamIdPipe } from '../platform/http/path-params';
import { SchemaPipe } from '../platform/http/validation';
import type { ReadSide } from '../platform/read-side';
import { READ_MODELS } from '../platform/tokens';

/** Players' pictures (docs/api.md, "Sign-in and session"). */
@Controller('api/players')
export class AvatarsController {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}

  /**
   * `GET /api/players/{steam_id}/avatar?size=small|medium|full` → 200 `image/svg+xml`: the
   * player's generated avatar, 32, 64 or 184 pixels wide (full by default), from their current
   * username (an unknown player: from their id). Cached an hour.
   * Errors: 400 `invalid_steam_id`, 400 `invalid_payload` (another size).
   */
  @Get(':steamId/avatar')
  async avatar(
    @Param('steamId', SteamIdPipe) steamId: string,
    @Query(new SchemaPipe(avatarQuery, 'query')) query: { size: keyof typeof AVATAR_SIZES },
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const username = await this.read.redis.hget(this.read.live.keys.player(steamId), 'username');
    void reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      // an SVG opened on its own is a document: it may run nothing and load nothing
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    return generatedAvatarSvg(steamId, username ?? '', AVATAR_SIZES[query.size]);
  }
}
