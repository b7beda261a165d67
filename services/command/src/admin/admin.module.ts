import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { AdminGrantsController } from './admin-grants.controller';
import { AdminPlayersController } from './admin-players.controller';

/**
 * The admins' REST API under `/api/admin/*` (docs/architecture.md, "HTTP API"): every route is guarded by
 * `RolesGuard`, and every action is an event with the acting admin and a reason. It acts through
 * the features' commands (players: user types and grants).
 */
@Module({
  imports: [AuthModule],
  controllers: [AdminPlayersController, AdminGrantsController],
})
export class AdminModule {}
