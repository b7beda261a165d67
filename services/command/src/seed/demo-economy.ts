import { randomUUID } from 'node:crypto';
import { catalogDecider, CATALOG_STREAM, redemptionCodeDecider, redemptionCodeStream, type CodeTerms, type SaleTerms } from '@arena/domain';
import type { EventStore } from '@arena/eventstore';
import { EventSourcedRepository } from '../platform/event-sourced-repository';

const DAY_MS = 86_400_000;
const DEMO_ACTOR = 'system:demo';

/** The demo's redeem code: gold to buy with, chests to open and a day of Plus. */
export const DEMO_CODE: Omit<CodeTerms, 'expiresAt'> = {
  code: 'WELCOME-ARENA',
  gold: 50_000,
  items: [
    { itemId: 'chest_basic', count: 3 },
    { itemId: 'plus_1day', count: 1 },
  ],
  maxUses: null,
};

/** The demo's running sale: a quarter off basic chests, finishers and arenas for 30 days from loading. */
function demoSale(now: number): SaleTerms {
  return {
    saleId: 'winter-sale',
    title: { en: 'Winter sale', cn: '冬季特卖' },
    percentOff: 25,
    itemIds: ['chest_basic', 'finisher_meteor', 'finisher_lightning', 'terrain_snow', 'terrain_lava'],
    startsAt: new Date(now - DAY_MS).toISOString(),
    endsAt: new Date(now + 30 * DAY_MS).toISOString(),
  };
}

/**
 * Loads the demo economy through the deciders, as an admin would: a running sale on the
 * `catalog` stream and a redeem code that never expires (`DEMO_CODE`). Loading it again
 * decides nothing (the same sale and code).
 */
export async function loadDemoEconomy(store: EventStore, now = Date.now()): Promise<void> {
  const repository = new EventSourcedRepository(store, { now: () => new Date(now) });
  const context = () => ({ actor: DEMO_ACTOR, correlationId: 'demo-data', causationId: randomUUID() });
  const sale = demoSale(now);
  await repository.execute(
    CATALOG_STREAM,
    catalogDecider,
    (state) => catalogDecider.decide({ type: 'ScheduleSale', terms: sale, by: DEMO_ACTOR }, state),
    context(),
  );
  const code: CodeTerms = { ...DEMO_CODE, expiresAt: null };
  await repository.execute(
    redemptionCodeStream(code.code),
    redemptionCodeDecider,
    (state) => redemptionCodeDecider.decide({ type: 'CreateCode', terms: code, by: DEMO_ACTOR }, state),
    context(),
  );
}
