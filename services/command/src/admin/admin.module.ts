import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { AdminAuditController } from './admin-audit.controller';
import { AdminChecksController } from './admin-checks.controller';
import { AdminGamesController } from './admin-games.controller';
import { AdminGrantsController } from './admin-grants.controller';
import { AdminHistoryController } from './admin-history.controller';
import { AdminOrdersController, OrderDetailReader } from './admin-orders.controller';
import { AdminPlayersReadController } from './admin-players-read.controller';
import { AdminPlayersController } from './admin-players.controller';
import { ADMIN_QUERY_HANDLERS } from './admin.queries';
import { PlayerHistoryReader } from './player-history';

/**
 * The admins' REST API under `/api/admin/*` (docs/architecture.md, "HTTP API"): every route is guarded by
 * `RolesGuard`, and every action is an event with the acting admin and a reason. It acts through
 * the features' commands (players: user types and grants) and reads the console's read models
 * (players, games, the audit list, the rating check).
 */
@Module({
  imports: [AuthModule],
  controllers: [
    AdminPlayersController,
    AdminGrantsController,
    AdminPlayersReadController,
    AdminGamesController,
    AdminAuditController,
    AdminChecksController,
    AdminHistoryController,
    AdminOrdersController,
  ],
  providers: [...ADMIN_QUERY_HANDLERS, PlayerHistoryReader, OrderDetailReader],
})
export class AdminModule {}
