import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, playerDecider, playerStream, type ClientRequest, type PartnerLinkAnswer } from '@arena/domain';
import { CommandContext, EventSourcedRepository, ExecuteResult } from '../platform/event-sourced-repository';
import { ApiError } from '../platform/http/api-error';
import { CLOCK, type Clock } from '../platform/tokens';
import { PartnerClaims } from './partner-claims';
import { PARTNER_PROVIDER, type PartnerProvider } from './partner-provider';

/** A player connects their Gaimin account with the player token Gaimin showed them. */
export class ConnectGaiminCommand {
  constructor(
    readonly steamId: string,
    /** The token as typed, trimmed. */
    readonly playerToken: string,
    /** The request's Idempotency-Key; its action is set here, once the account is known. */
    readonly requestId: string | null,
    readonly context: CommandContext,
  ) {}
}

/** The action a connection is recorded under: a key sent again for another account is refused (422). */
const connectAction = (accountId: string) => `connect_gaimin:${accountId}`;

/**
 * Connecting a Gaimin account (docs/game-rules.md "Partner link") across two streams, after the
 * partner verified the token (docs/architecture.md "Rules that span streams"):
 * 1. the player must be registered, and must not be linked to another account already (checked
 *    before the claim, so a player who is does not even reserve a second account);
 * 2. the account's stream records a claim for this player (`ClaimPartnerAccount`, a reservation:
 *    refused while another player holds it and links it; a holder linked to another account is
 *    released, one linked to nothing is finished first, see `PartnerClaims`);
 * 3. `LinkPartner` on `player-{steamId}` decides, with the player stream's expected revision, the
 *    one account the player links, with the partner bundle, at most once per request;
 * 4. when step 3 refuses (`partner_already_linked`: a concurrent request linked the player to
 *    another account between steps 1 and 3), the claim of step 2 is released (compensation:
 *    `PartnerClaims.compensate`, since the player's stream now links another account for good)
 *    before answering 409, so the refused account is free for anyone.
 * A crash between the steps leaves a claim its holder's stream does not confirm: the retry, any
 * later connection of the account, and the recovery at start-up (`PartnerClaimRecovery`) settle it.
 * A request already answered goes straight to step 3, which answers its first answer.
 * @throws ApiError 400 `invalid_partner_token`, 503 `partner_unavailable`; DomainError
 *         `player_not_found`, `partner_already_linked`, `partner_account_taken`, `idempotency_key_reused`.
 */
@CommandHandler(ConnectGaiminCommand)
export class ConnectGaiminHandler implements ICommandHandler<ConnectGaiminCommand, ExecuteResult<PartnerLinkAnswer>> {
  private readonly logger = new Logger(ConnectGaiminHandler.name);

  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly claims: PartnerClaims,
    @Inject(PARTNER_PROVIDER) private readonly partner: PartnerProvider,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ steamId, playerToken, requestId, context }: ConnectGaiminCommand): Promise<ExecuteResult<PartnerLinkAnswer>> {
    const player = await this.repository.read(playerStream(steamId), playerDecider);
    // a mistyped id (an admin's) must not claim an account
    if (!player.registered) throw new DomainError('player_not_found', 'No player with this Steam id');
    const account = await this.partner.verifyPlayerToken(playerToken);
    if (!account) throw new ApiError(400, 'invalid_partner_token', 'Gaimin did not accept this player token');
    const { accountId, username } = account;
    const request: ClientRequest | null =
      requestId === null ? null : { requestId, action: connectAction(accountId), receivedAt: this.clock.now() };
    if (request !== null && player.requests.has(request.requestId)) return this.claims.link(steamId, accountId, username, request, context);
    const link = player.partnerLink;
    if (link && link.accountId !== accountId)
      throw new DomainError('partner_already_linked', 'You are already connected to another Gaimin account');
    await this.claims.claim(accountId, steamId, username, context);
    try {
      return await this.claims.link(steamId, accountId, username, request, context);
    } catch (error) {
      // a compensation that fails leaves the claim to the next connection of the account or the recovery
      if (error instanceof DomainError)
        await this.claims.compensate(accountId, steamId, context).catch((failure: unknown) => {
          this.logger.warn(`Claim of ${steamId} on Gaimin account ${accountId} not released: ${(failure as Error).message}`);
        });
      throw error;
    }
  }
}
