import { Module } from '@nestjs/common';
import { LobbyTicketController } from './lobby-ticket.controller';

/** Matchmaking lobbies: the command service's part is the socket's ticket; the lobbies live in services/lobby. */
@Module({ controllers: [LobbyTicketController] })
export class LobbiesModule {}
