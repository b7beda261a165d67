import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError,
  partnerAccountDecider,
  partnerAccountStream,
  playerDecider,
  playerStream,
  type ClientRequest,
  type PartnerAccountCommand,
  type PartnerLinkAnswer,
} from '@arena/domain';
import { CommandContext, EventSourcedRepository, ExecuteResult } from '../platform/event-sourced-repository';
import { CLOCK, type Clock } from '../platform/tokens';
import { executePlayerCommand } from '../players';

/** What a holder's claim on an account turned out to be once their own stream was asked. */
type HolderVerdict = 'holds' | 'void';

/**
 * The two-stream rule of a partner link (docs/game-rules.md "Partner link"; docs/architecture.md
 * "Rules that span streams"): the account's stream holds a claim (a reservation), the holder's
 * player stream decides, with its expected revision, which one account they link. A claim stands
 * only while its holder's stream links that account or could still link it; these steps settle a
 * claim against the holder's stream, each one idempotent and safe in any interleaving:
 * - holder linked to the account: the claim is confirmed;
 * - holder linked to another account (or never registered): the claim is void for ever (there is
 *   no unlink), and is released;
 * - holder linked to nothing: their link is finished (`LinkPartner` without a client request, as
 *   the interrupted request would have), since releasing could race their link still under way.
 */
@Injectable()
export class PartnerClaims {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Claims `accountId` for `steamId` on the account's stream, settling first a claim another
   * player holds (finished, or released when void).
   * @param username the account's name at the partner (recorded with the claim; finishes another holder's link).
   * @throws DomainError `partner_account_taken` when another player holds the account and links it (or is finished linking it).
   */
  async claim(accountId: string, steamId: string, username: string, context: CommandContext): Promise<void> {
    const holder = (await this.repository.read(partnerAccountStream('gaimin', accountId), partnerAccountDecider)).claimedBy;
    const staleHolder =
      holder !== null && holder !== steamId && (await this.settle(holder, accountId, username, context)) === 'void' ? holder : null;
    await this.decide({ type: 'ClaimPartnerAccount', partner: 'gaimin', accountId, steamId, username, staleHolder }, context);
  }

  /**
   * Compensation after the player-stream step refused the link: releases `steamId`'s claim on
   * `accountId` when their stream links another account (they never can link this one). A player
   * linked to nothing keeps the claim (another request of theirs may be linking it right now); it is
   * settled like a crash's leftover.
   */
  async compensate(accountId: string, steamId: string, context: CommandContext): Promise<void> {
    if ((await this.settle(steamId, accountId, null, context)) === 'void') await this.release(accountId, steamId, context);
  }

  /**
   * Settles the account's current claim, whoever holds it (the recovery after a crash between the
   * two appends): confirmed, finished, or released. Nothing for a free account, or for a holder
   * linked to nothing when the claim has no username to finish with (a claim recorded before it
   * was kept: the next connection with a token of the account settles it).
   */
  async settleAccount(accountId: string, context: CommandContext): Promise<void> {
    const { claimedBy, username } = await this.repository.read(partnerAccountStream('gaimin', accountId), partnerAccountDecider);
    if (claimedBy === null) return;
    if ((await this.settle(claimedBy, accountId, username, context)) === 'void') await this.release(accountId, claimedBy, context);
  }

  /** Releases `steamId`'s claim on the account (nothing when they do not hold it); only for a claim found void. */
  private async release(accountId: string, steamId: string, context: CommandContext): Promise<void> {
    await this.decide({ type: 'ReleasePartnerAccount', partner: 'gaimin', accountId, steamId }, context);
  }

  /** Links `steamId` to the account on their stream (the player-stream step), answering as `LinkPartner` does. */
  link(
    steamId: string,
    accountId: string,
    username: string,
    request: ClientRequest | null,
    context: CommandContext,
  ): Promise<ExecuteResult<PartnerLinkAnswer>> {
    const command = {
      type: 'LinkPartner' as const,
      partner: 'gaimin' as const,
      accountId,
      username,
      now: this.clock.now().getTime(),
      request,
    };
    return executePlayerCommand<PartnerLinkAnswer>(this.repository, steamId, command, context);
  }

  /**
   * Asks the holder's stream about their claim: 'holds' (they link the account), 'void' (they link
   * another, or are no player), or, when they link nothing, finishes their link with `username`
   * ('holds', or 'void' when their stream just linked another account); null when they link nothing
   * and `username` is null.
   */
  private async settle(holder: string, accountId: string, username: string | null, context: CommandContext): Promise<HolderVerdict | null> {
    const player = await this.repository.read(playerStream(holder), playerDecider);
    if (!player.registered) return 'void';
    if (player.partnerLink) return player.partnerLink.accountId === accountId ? 'holds' : 'void';
    if (username === null) return null;
    try {
      // decided for the holder by the system, as part of the request that found the claim
      await this.link(holder, accountId, username, null, { ...context, actor: 'system' });
      return 'holds';
    } catch (error) {
      if (error instanceof DomainError && error.code === 'partner_already_linked') return 'void';
      throw error;
    }
  }

  private async decide(command: PartnerAccountCommand, context: CommandContext): Promise<void> {
    await this.repository.execute(
      partnerAccountStream('gaimin', command.accountId),
      partnerAccountDecider,
      (state) => partnerAccountDecider.decide(command, state),
      context,
    );
  }
}
