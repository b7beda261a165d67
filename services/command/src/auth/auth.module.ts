import { Module } from '@nestjs/common';
import type { CommandConfig } from '../platform/config';
import { CONFIG } from '../platform/tokens';
import { AuthController } from './auth.controller';
import { RolesGuard } from './roles';
import { SignInService } from './sign-in.service';
import { SteamOpenId } from './steam-openid';

/**
 * Sign-in (Steam OpenID 2.0, dev sign-in; the players module registers new players), the
 * session endpoints, and `RolesGuard` for the modules that protect endpoints. Sessions
 * themselves are registered on Fastify by `registerSessions` (./sessions).
 */
@Module({
  controllers: [AuthController],
  providers: [
    SignInService,
    RolesGuard,
    { provide: SteamOpenId, inject: [CONFIG], useFactory: (config: CommandConfig) => new SteamOpenId(config) },
  ],
  exports: [RolesGuard],
})
export class AuthModule {}
