import { hasPlus, type PlusSlice } from '../plus';
import { DomainError, type Decision } from '../shared/decision';
import { isEventOf, type StreamEvent } from '../shared/decider';
import { snapshotField, snapshotObject, SnapshotFormatError } from '../shared/snapshot-json';
import { grantItems, type StoreEvent, type StoreSlice } from '../store';
import { PARTNERS, type Partner, type PartnerLinked } from './events';

/** The catalog's partner bundle: 75,000 gold, 2 chest_basic, a finisher and an arena unique chest (docs/game-rules.md "Partner link"). */
export const PARTNER_BUNDLE = 'pack_partner';

/** A player's connected partner account. */
export interface PartnerLink {
  partner: Partner;
  /** The partner's id of the account (see `PARTNER_ACCOUNT_ID_PATTERN`). */
  accountId: string;
  /** The account's name at the partner when it was connected. */
  username: string;
}

/**
 * The partner feature's part of the player state: the connected account, or null. There is no
 * unlink yet, so a link, once made, stays active (and Plus with it: see the Plus feature's `hasPlus`).
 */
export interface PartnerSlice {
  partnerLink: PartnerLink | null;
}

export const initialPartnerSlice: PartnerSlice = { partnerLink: null };

/**
 * A player connects a partner account, once the partner verified their token and the account's
 * own stream recorded this player as its holder (`ClaimPartnerAccount`).
 */
export interface LinkPartner {
  type: 'LinkPartner';
  partner: Partner;
  accountId: string;
  username: string;
  /** When, in ms since the epoch (Plus is judged at it). */
  now: number;
}

/** What a link answers. */
export interface PartnerLinkAnswer {
  partner: Partner;
  accountId: string;
  /** The account's name at the partner, as recorded by the link. */
  username: string;
  /** Whether this decision granted the partner bundle (false when the link existed already). */
  bundleGranted: boolean;
  /** Gold balance after it. */
  balance: number;
  /** Items of the bundle not granted because the player owns them and they do not stack. */
  alreadyOwned: string[];
  /** Whether the player has Plus after it (always, while a link is active). */
  hasPlus: boolean;
}

/**
 * Connects a partner account to the player (docs/game-rules.md "Partner link"): `PartnerLinked`, then the
 * partner bundle (`pack_partner`: its gold as `bundle`, its items with reason `partner`, ref
 * `{partner}:{accountId}`) in the same decision. Since an account is claimed by one player only
 * and a player links one account, the bundle is given once per partner account. The same
 * account again decides nothing (a retry).
 * @throws DomainError `partner_already_linked` ('You are already connected to another Gaimin
 *         account') when the player has a link to another account; as `grantItems` does.
 */
export function decideLinkPartner(
  command: LinkPartner,
  state: PartnerSlice & Pick<StoreSlice, 'gold' | 'inventory'> & PlusSlice,
): Decision<PartnerLinked | StoreEvent, PartnerLinkAnswer> {
  const current = state.partnerLink;
  if (current && current.partner === command.partner && current.accountId === command.accountId) {
    return {
      events: [],
      answer: { ...current, bundleGranted: false, balance: state.gold, alreadyOwned: [], hasPlus: hasPlus(state, command.now) },
    };
  }
  if (current) throw new DomainError('partner_already_linked', 'You are already connected to another Gaimin account');
  const link: PartnerLink = { partner: command.partner, accountId: command.accountId, username: command.username };
  const linked: PartnerLinked = { type: 'PartnerLinked', data: link };
  const bundle = grantItems(
    [{ itemId: PARTNER_BUNDLE, count: 1 }],
    'partner',
    `${command.partner}:${command.accountId}`,
    state,
    command.now,
  );
  return {
    events: [linked, ...bundle.events],
    answer: {
      ...link,
      bundleGranted: true,
      balance: bundle.balance,
      alreadyOwned: bundle.alreadyOwned,
      hasPlus: hasPlus({ ...state, partnerLink: link }, command.now),
    },
  };
}

/** Folds `PartnerLinked`; other events leave the slice as it is. */
export function evolvePartnerSlice(slice: PartnerSlice, event: StreamEvent): PartnerSlice {
  if (!isEventOf<PartnerLinked>(event, 'PartnerLinked')) return slice;
  const { partner, accountId, username } = event.data;
  return { partnerLink: { partner, accountId, username } };
}

/** The slice as JSON for a snapshot: `{partnerLink: {partner, accountId, username} | null}`. */
export function encodePartnerSlice(slice: PartnerSlice): unknown {
  return { partnerLink: slice.partnerLink && { ...slice.partnerLink } };
}

/** @throws SnapshotFormatError when the JSON is not `encodePartnerSlice`'s. */
export function decodePartnerSlice(json: unknown): PartnerSlice {
  const object = snapshotObject(json, 'partner');
  if (!Object.hasOwn(object, 'partnerLink')) throw new SnapshotFormatError('partner.partnerLink: missing');
  if (object.partnerLink === null) return { partnerLink: null };
  const link = snapshotObject(object.partnerLink, 'partner.partnerLink');
  const partner = snapshotField(link, 'partner', 'string', 'partner.partnerLink');
  if (!(PARTNERS as readonly string[]).includes(partner))
    throw new SnapshotFormatError(`partner.partnerLink.partner: unknown partner ${partner}`);
  return {
    partnerLink: {
      partner: partner as Partner,
      accountId: snapshotField(link, 'accountId', 'string', 'partner.partnerLink'),
      username: snapshotField(link, 'username', 'string', 'partner.partnerLink'),
    },
  };
}
