import { Module } from '@nestjs/common';
import { AvatarsController } from './avatars.controller';

/** Players' generated pictures. */
@Module({ controllers: [AvatarsController] })
export class AvatarsModule {}
