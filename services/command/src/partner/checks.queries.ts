import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { GaiminCheckReply, MmrCheckReply } from '@arena/contract';
import { readGaiminCheck, readMmrCheck } from '@arena/read-models';
import type { ReadSide } from '../platform/read-side';
import { READ_MODELS } from '../platform/tokens';

/** Which of these Steam ids are players who connected Gaimin. */
export class GaiminCheckQuery {
  constructor(readonly steamIds: readonly string[]) {}
}

/** The ladder rating and rank of the players going by these names. */
export class MmrCheckQuery {
  constructor(readonly usernames: readonly string[]) {}
}

/** See `readGaiminCheck`: one result per id, in order; one Redis round trip. */
@QueryHandler(GaiminCheckQuery)
export class GaiminCheckHandler implements IQueryHandler<GaiminCheckQuery, GaiminCheckReply> {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}
  async execute({ steamIds }: GaiminCheckQuery): Promise<GaiminCheckReply> {
    return { results: await readGaiminCheck(this.read.redis, this.read.live.keys, steamIds) };
  }
}

/** See `readMmrCheck`: one result per name, in order, never the hidden MMR; two Redis round trips. */
@QueryHandler(MmrCheckQuery)
export class MmrCheckHandler implements IQueryHandler<MmrCheckQuery, MmrCheckReply> {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}
  async execute({ usernames }: MmrCheckQuery): Promise<MmrCheckReply> {
    return { results: await readMmrCheck(this.read.redis, this.read.live.keys, usernames) };
  }
}
