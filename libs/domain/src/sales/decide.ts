import { cosmeticById } from '../catalog';
import { DomainError, type Decision } from '../shared/decision';
import type { SaleChanged, SaleEnded, SaleScheduled, SaleTerms } from './events';
import { SalesSlice } from './state';

/** Schedule a new sale (an admin's request). */
export interface ScheduleSale {
  type: 'ScheduleSale';
  terms: SaleTerms;
  by: string;
}

/** Replace an existing sale's terms. */
export interface ChangeSale {
  type: 'ChangeSale';
  terms: SaleTerms;
  by: string;
}

/** End a sale now (ms since the epoch); a sale already over stays as it is. */
export interface EndSale {
  type: 'EndSale';
  saleId: string;
  now: number;
  by: string;
}

export type SalesCommand = ScheduleSale | ChangeSale | EndSale;

/** Limits of a sale, our choice: a discount of 1..90 % keeps every sale price above 0 gold. */
export const MAX_PERCENT_OFF = 90;

/**
 * Checks a sale's terms: a discount of 1..90 %, a start before the end, at least one item and
 * every item sold for gold.
 * @throws DomainError `invalid_sale` naming what is wrong.
 */
function checkTerms(terms: SaleTerms): void {
  const invalid = (message: string) => new DomainError('invalid_sale', message);
  if (!Number.isInteger(terms.percentOff) || terms.percentOff < 1 || terms.percentOff > MAX_PERCENT_OFF) {
    throw invalid(`percent_off must be a whole number from 1 to ${MAX_PERCENT_OFF}`);
  }
  const start = Date.parse(terms.startsAt);
  const end = Date.parse(terms.endsAt);
  if (!Number.isFinite(start) || !Number.isFinite(end) || start >= end) throw invalid('starts_at must be a time before ends_at');
  if (terms.itemIds.length === 0) throw invalid('A sale needs at least one item');
  const notForGold = terms.itemIds.filter((itemId) => cosmeticById(itemId)?.goldPrice == null);
  if (notForGold.length > 0) throw invalid(`Not sold for gold: ${notForGold.join(', ')}`);
}

/**
 * Decides an admin's change to the sales on the `catalog` stream (docs/game-rules.md "Sales").
 * Scheduling a sale under an existing id with the same terms decides nothing (a retry).
 * @throws DomainError `invalid_sale` (see the terms' limits), `sale_exists` (the id is taken by
 *         other terms), `sale_not_found`.
 */
export function decideSales(command: SalesCommand, state: SalesSlice): Decision<SaleScheduled | SaleChanged | SaleEnded, SaleTerms> {
  switch (command.type) {
    case 'ScheduleSale': {
      checkTerms(command.terms);
      const existing = state.sales.get(command.terms.saleId);
      if (existing) {
        if (JSON.stringify(existing) === JSON.stringify(command.terms)) return { events: [], answer: existing };
        throw new DomainError('sale_exists', `A sale ${command.terms.saleId} exists already`);
      }
      return { events: [{ type: 'SaleScheduled', data: { ...command.terms, scheduledBy: command.by } }], answer: command.terms };
    }
    case 'ChangeSale': {
      checkTerms(command.terms);
      const existing = state.sales.get(command.terms.saleId);
      if (!existing) throw new DomainError('sale_not_found', `No sale ${command.terms.saleId}`);
      if (JSON.stringify(existing) === JSON.stringify(command.terms)) return { events: [], answer: existing };
      return { events: [{ type: 'SaleChanged', data: { ...command.terms, changedBy: command.by } }], answer: command.terms };
    }
    case 'EndSale': {
      const existing = state.sales.get(command.saleId);
      if (!existing) throw new DomainError('sale_not_found', `No sale ${command.saleId}`);
      if (Date.parse(existing.endsAt) <= command.now) return { events: [], answer: existing };
      const endedAt = new Date(command.now).toISOString();
      return {
        events: [{ type: 'SaleEnded', data: { saleId: command.saleId, endedAt, endedBy: command.by } }],
        answer: { ...existing, endsAt: endedAt },
      };
    }
  }
}
