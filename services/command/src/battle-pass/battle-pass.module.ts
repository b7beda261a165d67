import { Module } from '@nestjs/common';
import { PlayersModule } from '../players';
import { BattlePassController } from './battle-pass.controller';

/** The battle pass: its summary, levels and claims; decisions go through the players feature's `PlayerStreamCommand`. */
@Module({ imports: [PlayersModule], controllers: [BattlePassController] })
export class BattlePassModule {}
