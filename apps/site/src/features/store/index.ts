/**
 * Store: the `/store` page, the wallet (balance, Plus, inventory) every page shares, the top
 * bar's balance and Plus badge, and what the chests feature (the armory) draws from it: the
 * catalog, the chests' odds, item pictures and rarities, and the changes of a wallet (equip,
 * and any change's read-your-writes refresh).
 */
export { storeRoutes } from './routes';
export { HeaderWallet } from './components/HeaderWallet';
export { ChestOddsPanel } from './components/ChestOddsPanel';
export { ItemArt } from './components/ItemArt';
export { RarityTag } from './components/RarityTag';
export { Gold } from './components/Gold';
export { SignInLink } from './components/SignInLink';
export { useChestOdds, useCosmetics, useWalletMutation } from './hooks';
export { useWallet, storeKeys } from './wallet';
export { equipItem, refreshAfterChange } from './api';
export { MoneyCheckoutContext, type MoneyCheckoutProps } from './checkout-slot';
export { refundTotal, storeErrorCode } from './logic';
export type { ChestOdds, ChestOpening, ChestOpeningRecord, Cosmetic, OwnedItem, Wallet } from './types';
