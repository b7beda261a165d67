import { Module } from '@nestjs/common';
import { OpsController } from './ops.controller';

/** /healthz and /metrics. */
@Module({ controllers: [OpsController] })
export class OpsModule {}
