import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { PartnerAccountClaimed, PartnerAccountReleased, PartnerLinked } from '@arena/domain';
import type { EventStore } from '@arena/eventstore';
import { randomUUID } from 'node:crypto';
import { EVENT_STORE } from '../platform/tokens';
import { PartnerClaims } from './partner-claims';

/** Events read from the store per page while looking for unsettled claims. */
const PAGE = 1_000;

/**
 * The process manager of partner claims (docs/architecture.md "Rules that span streams"): at
 * start-up, in the background, it reads every event stored before it started, finds the partner
 * accounts whose current claim its holder's stream does not link (a request that crashed or was
 * killed between the claim and the link, or before its compensation), and settles each with
 * `PartnerClaims.settleAccount`: finished when the holder is linked to nothing, released when they
 * are linked to another account. Holds one entry per claimed account while it reads.
 * Settling is idempotent and safe beside live requests, so several instances may run it at once.
 */
@Injectable()
export class PartnerClaimRecovery implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PartnerClaimRecovery.name);
  private running: Promise<void> | null = null;
  private stopping = false;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly claims: PartnerClaims,
  ) {}

  onApplicationBootstrap(): void {
    this.running = this.recover().catch((error: unknown) => {
      if (!this.stopping) this.logger.error(`Partner claims not recovered: ${(error as Error).message}`);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.running;
  }

  /** Reads the store up to its head at start-up, then settles every unconfirmed claim (one failing is logged, the others go on). */
  private async recover(): Promise<void> {
    const head = await this.store.headPosition();
    const holders = new Map<string, string>();
    const links = new Set<string>();
    for (let from = 0; from < head && !this.stopping;) {
      const events = await this.store.readAll(from, PAGE);
      if (events.length === 0) break;
      for (const event of events) {
        if (event.position > head) break;
        if (event.type === 'PartnerAccountClaimed') {
          const { accountId, steamId } = event.data as PartnerAccountClaimed['data'];
          if (!holders.has(accountId)) holders.set(accountId, steamId);
        } else if (event.type === 'PartnerAccountReleased') {
          const { accountId, steamId } = event.data as PartnerAccountReleased['data'];
          if (holders.get(accountId) === steamId) holders.delete(accountId);
        } else if (event.type === 'PartnerLinked' && event.stream.startsWith('player-')) {
          links.add(`${event.stream.slice('player-'.length)} ${(event.data as PartnerLinked['data']).accountId}`);
        }
      }
      from = events[events.length - 1].position;
    }
    const unsettled = [...holders].filter(([accountId, steamId]) => !links.has(`${steamId} ${accountId}`)).map(([accountId]) => accountId);
    for (const accountId of unsettled) {
      if (this.stopping) return;
      const context = { actor: 'system', correlationId: `partner-claim-recovery:${accountId}`, causationId: randomUUID() };
      await this.claims.settleAccount(accountId, context).catch((error: unknown) => {
        this.logger.error(`Partner claim on ${accountId} not settled: ${(error as Error).message}`);
      });
    }
    if (unsettled.length > 0) this.logger.warn(`Partner claims settled after an interrupted connection: ${unsettled.join(', ')}`);
  }
}
