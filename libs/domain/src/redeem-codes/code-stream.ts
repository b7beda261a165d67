import { cosmeticById } from '../catalog';
import { DomainError, type Decision } from '../shared/decision';
import { isEventOf, type Decider, type StreamEvent } from '../shared/decider';
import type { CodeTerms, RedemptionCodeCreated, RedemptionCodeEvent, RedemptionCodeLimitsChanged, RedemptionCodeUsed } from './events';

/** Codes are 4..32 characters of A-Z, 0-9 and `-` (players type them; no look-alike lower case). */
export const CODE_PATTERN = /^[A-Z0-9-]{4,32}$/;

/** The stream of one code: `redemption-code-{CODE}`. */
export function redemptionCodeStream(code: string): string {
  return `redemption-code-${code}`;
}

/** A code's stream folded: its terms (null before creation), its uses and who used them. */
export interface RedemptionCodeState {
  terms: CodeTerms | null;
  uses: number;
  redeemers: ReadonlySet<string>;
}

export const initialRedemptionCodeState: RedemptionCodeState = { terms: null, uses: 0, redeemers: new Set() };

export interface CreateCode {
  type: 'CreateCode';
  terms: CodeTerms;
  by: string;
}

export interface ChangeCodeLimits {
  type: 'ChangeCodeLimits';
  code: string;
  expiresAt: string | null;
  maxUses: number | null;
  by: string;
}

/** A player takes one use of the code, at `now` (ms since the epoch). */
export interface UseCode {
  type: 'UseCode';
  code: string;
  steamId: string;
  now: number;
}

export type RedemptionCodeCommand = CreateCode | ChangeCodeLimits | UseCode;

/** What a code decision answers: its terms and uses after it. */
export interface CodeAnswer {
  terms: CodeTerms;
  uses: number;
}

function checkLimits(expiresAt: string | null, maxUses: number | null): void {
  if (expiresAt !== null && !Number.isFinite(Date.parse(expiresAt)))
    throw new DomainError('invalid_code_terms', 'expires_at must be a time');
  if (maxUses !== null && (!Number.isSafeInteger(maxUses) || maxUses < 1))
    throw new DomainError('invalid_code_terms', 'max_uses must be a whole number of at least 1');
}

/**
 * Checks what a new code gives and its limits: a valid code, gold a whole number ≥ 0, items
 * of the catalog with positive whole counts, and something to give.
 * @throws DomainError `invalid_code` for a malformed code, `invalid_code_terms` for the rest.
 */
function checkTerms(terms: CodeTerms): void {
  if (!CODE_PATTERN.test(terms.code)) throw new DomainError('invalid_code', 'A code is 4 to 32 characters of A-Z, 0-9 and -');
  if (!Number.isSafeInteger(terms.gold) || terms.gold < 0)
    throw new DomainError('invalid_code_terms', 'gold must be a whole number of at least 0');
  const unknown = terms.items.filter(({ itemId, count }) => !cosmeticById(itemId) || !Number.isSafeInteger(count) || count < 1);
  if (unknown.length > 0)
    throw new DomainError('invalid_code_terms', `Unknown items or bad counts: ${unknown.map((item) => item.itemId).join(', ')}`);
  if (terms.gold === 0 && terms.items.length === 0) throw new DomainError('invalid_code_terms', 'A code must give gold or items');
  checkLimits(terms.expiresAt, terms.maxUses);
}

function existing(state: RedemptionCodeState): CodeTerms {
  if (!state.terms) throw new DomainError('code_not_found', 'This code does not exist');
  return state.terms;
}

/**
 * Decides on one code's stream (docs/game-rules.md "Redeem codes"): admins create it and change its
 * limits; a player takes a use. Each player uses a code once: a player who used it already
 * decides nothing (so a redemption interrupted before its grant can be finished by a retry).
 * Creating a code with the terms it has decides nothing.
 * @throws DomainError `invalid_code`, `invalid_code_terms`, `code_exists`, `code_not_found`,
 *         `code_expired` ('This code has expired'), `code_used_up` ('This code has been used up').
 */
export function decideRedemptionCode(
  command: RedemptionCodeCommand,
  state: RedemptionCodeState,
): Decision<RedemptionCodeEvent, CodeAnswer> {
  switch (command.type) {
    case 'CreateCode': {
      checkTerms(command.terms);
      if (state.terms) {
        if (JSON.stringify(state.terms) === JSON.stringify(command.terms))
          return { events: [], answer: { terms: state.terms, uses: state.uses } };
        throw new DomainError('code_exists', `The code ${command.terms.code} exists already`);
      }
      return {
        events: [{ type: 'RedemptionCodeCreated', data: { ...command.terms, createdBy: command.by } }],
        answer: { terms: command.terms, uses: 0 },
      };
    }
    case 'ChangeCodeLimits': {
      const terms = existing(state);
      checkLimits(command.expiresAt, command.maxUses);
      const changed = { ...terms, expiresAt: command.expiresAt, maxUses: command.maxUses };
      if (terms.expiresAt === command.expiresAt && terms.maxUses === command.maxUses)
        return { events: [], answer: { terms, uses: state.uses } };
      return {
        events: [
          {
            type: 'RedemptionCodeLimitsChanged',
            data: { code: command.code, expiresAt: command.expiresAt, maxUses: command.maxUses, changedBy: command.by },
          },
        ],
        answer: { terms: changed, uses: state.uses },
      };
    }
    case 'UseCode': {
      const terms = existing(state);
      if (state.redeemers.has(command.steamId)) return { events: [], answer: { terms, uses: state.uses } };
      if (terms.expiresAt !== null && command.now >= Date.parse(terms.expiresAt))
        throw new DomainError('code_expired', 'This code has expired');
      if (terms.maxUses !== null && state.uses >= terms.maxUses) throw new DomainError('code_used_up', 'This code has been used up');
      const used: RedemptionCodeUsed = {
        type: 'RedemptionCodeUsed',
        data: { code: command.code, steamId: command.steamId, usedAt: new Date(command.now).toISOString() },
      };
      return { events: [used], answer: { terms, uses: state.uses + 1 } };
    }
  }
}

/** Folds a code's events; others leave the state as it is. */
export function evolveRedemptionCode(state: RedemptionCodeState, event: StreamEvent): RedemptionCodeState {
  if (isEventOf<RedemptionCodeCreated>(event, 'RedemptionCodeCreated')) {
    const { createdBy: _by, ...terms } = event.data;
    return { ...state, terms };
  }
  if (isEventOf<RedemptionCodeLimitsChanged>(event, 'RedemptionCodeLimitsChanged') && state.terms) {
    return { ...state, terms: { ...state.terms, expiresAt: event.data.expiresAt, maxUses: event.data.maxUses } };
  }
  if (isEventOf<RedemptionCodeUsed>(event, 'RedemptionCodeUsed')) {
    return { ...state, uses: state.uses + 1, redeemers: new Set(state.redeemers).add(event.data.steamId) };
  }
  return state;
}

/** The `redemption-code-{code}` stream's decider. */
export const redemptionCodeDecider: Decider<RedemptionCodeCommand, RedemptionCodeEvent, RedemptionCodeState, CodeAnswer> = {
  decide: decideRedemptionCode,
  evolve: evolveRedemptionCode,
  initialState: initialRedemptionCodeState,
};
