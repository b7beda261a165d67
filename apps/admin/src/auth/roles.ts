import type { UserType } from '@arena/contract';

/**
 * Who may do what in the console (issue: "Who may do what"): the server enforces it; the console
 * hides what the server would refuse. react-admin asks `canAccess` before it shows a menu entry,
 * a page or an edit/create/delete button.
 */
/** The user types (the contract's `UserType`), least first. */
export const USER_TYPES: readonly UserType[] = ['PLAYER', 'STATS_GUY', 'SUPPORT', 'ADMIN'];

/** The console's own pages, named like resources for `canAccess`. */
export const STATS = 'stats';
export const CHECKS = 'checks';
/** A player's purchase history (`/players/{id}/history`), support's replay. */
export const HISTORY = 'history';
/** The real-money orders resource. */
export const ORDERS = 'orders';
/** Support's actions on an order (each an event with the acting user and a reason): SUPPORT and ADMIN, on `orders` only. */
const ORDER_ACTIONS: ReadonlySet<string> = new Set(['refund', 'fulfil', 'note']);

/** react-admin's read actions; anything else (create, edit, delete, clone...) changes state. */
const READ_ACTIONS = new Set(['list', 'show', 'export', 'read']);

/** What each user type may read (and ADMIN may also change) beside ADMIN's everything. */
const READABLE: Record<UserType, ReadonlySet<string>> = {
  PLAYER: new Set(),
  STATS_GUY: new Set([STATS, 'games', 'gods', 'cosmetics']),
  SUPPORT: new Set(['players', CHECKS, HISTORY, ORDERS]),
  ADMIN: new Set(),
};

/** Resources nobody changes from the console: the catalog, the audit list, a history, the orders (but for `ORDER_ACTIONS`). */
const READ_ONLY = new Set(['cosmetics', 'audit', STATS, HISTORY, ORDERS]);

/** Whether a user type may use the console at all (a player sees "access denied"). */
export function mayUseConsole(userType: string | undefined): userType is UserType {
  return userType === 'ADMIN' || userType === 'STATS_GUY' || userType === 'SUPPORT';
}

/** `canAccess` for one user type: a resource (or page) and a react-admin action. */
export function canAccess(userType: string | undefined, resource: string, action: string): boolean {
  if (!mayUseConsole(userType)) return false;
  // an order changes only through support's actions (refund, fulfil, note), never a generic edit
  if (resource === ORDERS && ORDER_ACTIONS.has(action)) return userType === 'ADMIN' || userType === 'SUPPORT';
  const reading = READ_ACTIONS.has(action);
  if (userType === 'ADMIN') return reading || !READ_ONLY.has(resource);
  return reading && READABLE[userType].has(resource);
}
