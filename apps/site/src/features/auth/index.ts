/**
 * Auth: the session (who is signed in, sign-in options), the dev sign-in dialog, the top bar's
 * session corner and the page that lands a player back after sign-in.
 */
export { authRoutes } from './routes';
export { STEAM_SIGN_IN_URL } from './api';
export { rememberReturnPath, setServedToVisitor, useSession } from './session';
export { SignInDialogLoader as SignInDialog } from './components/SignInDialogLoader';
export { NarrowSignIn, UserArea } from './components/UserArea';
export { SignedIn } from './components/SignedIn';
export { canOpenConsole, canSeeStats } from './roles';
