import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { GaiminCheckReply, MmrCheckReply } from '@arena/contract';
import { readGaiminCheck, readMmrCheck } from '@arena/read-models';
import type { ReadSide } from '../platform/read-side';
import { READ_MODELS } from '../platform/tokens';

/** Which of these entries (Steam ids or usernames) are players who connected Gaimin. */
export class GaiminCheckQuery {
  constructor(readonly entries: readonly string[]) {}
}

/** The ladder rating and rank of the players going by these names. */
export class MmrCheckQuery {
  constructor(readonly usernames: readonly string[]) {}
}

/** See `readGaiminCheck`: one row per entry, in order; at most three Redis round trips. */
@QueryHandler(GaiminCheckQuery)
export class GaiminCheckHandler implements IQueryHandler<GaiminCheckQuery, GaiminCheckReply> {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}
  execute({ entries }: GaiminCheckQuery): Promise<GaiminCheckReply> {
    return readGaiminCheck(this.read.redis, this.read.live.keys, entries);
  }
}

/** See `readMmrCheck`: one line per name, in order, never the hidden MMR; two Redis round trips. */
@QueryHandler(MmrCheckQuery)
export class MmrCheckHandler implements IQueryHandler<MmrCheckQuery, MmrCheckReply> {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}
  execute({ usernames }: MmrCheckQuery): Promise<MmrCheckReply> {
    return readMmrCheck(this.read.redis, this.read.live.keys, usernames);
  }
}
