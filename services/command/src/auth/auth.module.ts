import { Module } from '@nestjs/common';
import type { CommandConfig } from '../config';
import { CONFIG } from '../infrastructure/tokens';
import { AuthController } from './auth.controller';
import { RegisterPlayerHandler } from './register-player.handler';
import { RolesGuard } from './roles';
import { SignInService } from './sign-in.service';
import { SteamOpenId } from './steam-openid';

/**
 * Sign-in (Steam OpenID 2.0, dev sign-in), the session endpoints, and `RolesGuard` for the
 * modules that protect endpoints. Sessions themselves are registered on Fastify by
 * `registerSessions` (./sessions).
 */
@Module({
  controllers: [AuthController],
  providers: [
    RegisterPlayerHandler,
    SignInService,
    RolesGuard,
    { provide: SteamOpenId, inject: [CONFIG], useFactory: (config: CommandConfig) => new SteamOpenId(config) },
  ],
  exports: [RolesGuard],
})
export class AuthModule {}
