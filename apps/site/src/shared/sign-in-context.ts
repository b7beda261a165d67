import { createContext } from 'react';

/**
 * The layout's sign-in, for the pages that offer one ("Login to complete your purchase"): it
 * remembers where to come back and opens the dev dialog where enabled, else goes to Steam. Null
 * outside the layout (a page then links to the Steam sign-in address).
 */
export const SignInContext = createContext<(() => void) | null>(null);
