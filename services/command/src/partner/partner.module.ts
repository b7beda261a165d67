import { Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import type { CommandConfig } from '../platform/config';
import { CONFIG } from '../platform/tokens';
import { GaiminCheckHandler, MmrCheckHandler } from './checks.queries';
import { ConnectGaiminHandler } from './connect-gaimin.handler';
import { HttpPartnerProvider, UnconfiguredPartnerProvider } from './http-partner-provider';
import { LocalPartnerServer } from './local-partner-server';
import { PartnerClaimRecovery } from './partner-claim-recovery';
import { PartnerClaims } from './partner-claims';
import { PARTNER_PROVIDER, type PartnerProvider } from './partner-provider';
import { ConnectGaiminController, PartnerChecksController } from './partner.controller';

/**
 * The partner port's adapter for this configuration: Gaimin's API at GAIMIN_API_URL; without it,
 * outside production, the embedded local stand-in started here (on a random port of 127.0.0.1)
 * behind the same HTTP adapter; in production without it, none (connecting answers 503
 * `partner_unavailable`), since the stand-in accepts demo tokens anyone can type.
 */
export async function openPartnerProvider(
  config: Pick<CommandConfig, 'gaiminApiUrl' | 'gaiminTimeoutMs' | 'nodeEnv'>,
): Promise<PartnerProvider> {
  if (config.gaiminApiUrl) return new HttpPartnerProvider(config.gaiminApiUrl, config.gaiminTimeoutMs);
  if (config.nodeEnv === 'production') {
    new Logger('partner').warn('GAIMIN_API_URL is not set: connecting Gaimin accounts answers partner_unavailable');
    return new UnconfiguredPartnerProvider();
  }
  const standIn = await LocalPartnerServer.start();
  return new HttpPartnerProvider(standIn.url, config.gaiminTimeoutMs, () => standIn.close());
}

/**
 * Partner (docs/game-rules.md "Partner link", "Tournament checks"): connecting a Gaimin account (verified with the partner, one
 * player per account, Plus and the partner bundle; claims left by an interrupted connection are
 * settled at start-up), and the public check tools (Gaimin check, rating check).
 */
@Module({
  controllers: [ConnectGaiminController, PartnerChecksController],
  providers: [
    { provide: PARTNER_PROVIDER, inject: [CONFIG], useFactory: (config: CommandConfig) => openPartnerProvider(config) },
    PartnerClaims,
    PartnerClaimRecovery,
    ConnectGaiminHandler,
    GaiminCheckHandler,
    MmrCheckHandler,
  ],
})
export class PartnerModule implements OnApplicationShutdown {
  constructor(@Inject(PARTNER_PROVIDER) private readonly partner: PartnerProvider) {}

  async onApplicationShutdown(): Promise<void> {
    await this.partner.close?.();
  }
}
