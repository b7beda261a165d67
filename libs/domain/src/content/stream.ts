import type { Decision } from '../shared/decision';
import type { Decider } from '../shared/decider';
import {
  decideOnce,
  evolveRequestsSlice,
  initialRequestsSlice,
  type ClientRequest,
  type RequestCompleted,
  type RequestsSlice,
} from '../shared/idempotency';
import { decideContent, type ContentCommand } from './decide';
import type { ContentEvent, ContentItem } from './events';
import { evolveContentSlice, initialContentSlice, type ContentSlice } from './state';

/** The stream of the site's content (docs/architecture.md "Streams"). */
export const SITE_CONTENT_STREAM = 'site-content';

export type SiteContentEvent = ContentEvent | RequestCompleted;
/** A command on the site's content; one sent by a client carries its `request` (see `decideOnce`). */
export type SiteContentCommand = ContentCommand & { request?: ClientRequest | null };
export type SiteContentState = ContentSlice & RequestsSlice;

function decideSiteContent(command: SiteContentCommand, state: SiteContentState): Decision<SiteContentEvent, ContentItem> {
  return decideOnce<SiteContentEvent, ContentItem>(command.request ?? null, state, () => decideContent(command, state));
}

function evolveSiteContent(state: SiteContentState, event: SiteContentEvent): SiteContentState {
  const content = evolveContentSlice(state, event);
  if (content !== state) return { ...state, ...content };
  const requests = evolveRequestsSlice(state, event);
  return requests === state ? state : { ...state, ...requests };
}

/**
 * The `site-content` stream's decider: decides a command at most once per client request.
 * @throws DomainError `idempotency_key_reused`, and as `decideContent` does.
 */
export const siteContentDecider: Decider<SiteContentCommand, SiteContentEvent, SiteContentState, ContentItem> = {
  decide: decideSiteContent,
  evolve: evolveSiteContent,
  initialState: { ...initialContentSlice, ...initialRequestsSlice },
};
