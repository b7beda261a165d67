/** What the Gaimin partnership gives and how to connect (the specification's four steps). */
export const GAIMIN_PATH = '/gaimin';
/** Where a signed-in player pastes their Gaimin player token. */
export const CONNECT_GAIMIN_PATH = '/connect_gaimin';
/** The tournament organisers' check tools (public). */
export const CHECK_GAIMIN_PATH = '/tournaments/check_gaimin';
