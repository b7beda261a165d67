import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import {
  DomainError,
  partnerAccountDecider,
  partnerAccountStream,
  playerDecider,
  playerStream,
  type ClientRequest,
  type PartnerLinkAnswer,
} from '@arena/domain';
import { CommandContext, EventSourcedRepository, ExecuteResult } from '../platform/event-sourced-repository';
import { ApiError } from '../platform/http/api-error';
import { CLOCK, type Clock } from '../platform/tokens';
import { executePlayerCommand } from '../players';
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
 * Connecting a Gaimin account (docs/game-rules.md "Partner link") across two streams, each step idempotent
 * (docs/architecture.md "Streams"), after the partner verified the token:
 * 1. the player must be registered, and must not be linked to another account already (checked
 *    before the claim, so a player who is cannot lock a second account);
 * 2. the account's own stream records this player as its holder (`ClaimPartnerAccount`: refused
 *    when another player holds it; the same player again decides nothing);
 * 3. `LinkPartner` on `player-{steamId}`: the link and the partner bundle, at most once per
 *    request and once per account.
 * Should step 3 not happen (a crash between the two), the retry, or any later attempt with a
 * token of the same account, finishes it. A request already answered goes straight to step 3,
 * which answers its first answer.
 * @throws ApiError 400 `invalid_partner_token`, 503 `partner_unavailable`; DomainError
 *         `player_not_found`, `partner_already_linked`, `partner_account_taken`, `idempotency_key_reused`.
 */
@CommandHandler(ConnectGaiminCommand)
export class ConnectGaiminHandler implements ICommandHandler<ConnectGaiminCommand, ExecuteResult<PartnerLinkAnswer>> {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(PARTNER_PROVIDER) private readonly partner: PartnerProvider,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ steamId, playerToken, requestId, context }: ConnectGaiminCommand): Promise<ExecuteResult<PartnerLinkAnswer>> {
    const player = await this.repository.read(playerStream(steamId), playerDecider);
    // a mistyped id (an admin's) must not claim an account
    if (!player.registered) throw new DomainError('player_not_found', 'No player with this Steam id');
    const account = await this.partner.verifyPlayerToken(playerToken);
    if (!account) throw new ApiError(400, 'invalid_partner_token', 'Gaimin did not accept this player token');
    const request: ClientRequest | null =
      requestId === null ? null : { requestId, action: connectAction(account.accountId), receivedAt: this.clock.now() };
    const answered = request !== null && player.requests.has(request.requestId);
    if (!answered) {
      const link = player.partnerLink;
      if (link && link.accountId !== account.accountId)
        throw new DomainError('partner_already_linked', 'You are already connected to another Gaimin account');
      await this.repository.execute(
        partnerAccountStream('gaimin', account.accountId),
        partnerAccountDecider,
        (state) =>
          partnerAccountDecider.decide({ type: 'ClaimPartnerAccount', partner: 'gaimin', accountId: account.accountId, steamId }, state),
        context,
      );
    }
    const linkPartner = {
      type: 'LinkPartner' as const,
      partner: 'gaimin' as const,
      accountId: account.accountId,
      username: account.username,
      now: this.clock.now().getTime(),
      request,
    };
    return executePlayerCommand(this.repository, steamId, linkPartner, context);
  }
}
