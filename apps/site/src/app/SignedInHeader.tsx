import { HeaderWallet } from '../features/store';
import { UserMenu } from './UserMenu';

/**
 * The signed-in player's part of the header: the balance (and Plus) and the My Profile menu. A
 * chunk of its own (`Layout` asks for it right after the first render, while the session loads):
 * a visitor's first JavaScript does not carry it.
 */
export function SignedInHeader() {
  return (
    <>
      <HeaderWallet />
      <UserMenu />
    </>
  );
}
