import { Global, Module } from '@nestjs/common';
import { EventSourcedRepository } from './event-sourced-repository';

/** The write side's building block, shared by every module's command handlers. */
@Global()
@Module({ providers: [EventSourcedRepository], exports: [EventSourcedRepository] })
export class WriteModule {}
