/**
 * Which gods a player owns without a card before any admin acted, and the god-progress target
 * (docs/game-rules.md, "God ownership": Plus-exclusive gods are owned while Plus lasts; "God
 * progress"). The lists are our choice, by god id of the gods catalog
 * (`libs/domain/src/catalog/data/gods.ts`), and the initial state of the global god flags
 * (`DEFAULT_GOD_FLAGS`); admins change them on the `catalog` stream ("Global god flags").
 */

/**
 * Gods every player owns. Our choice: six gods whose powers are simple to learn; `dazzle` is
 * left out because the welcome-back bundle gives its card.
 */
export const FREE_GODS: readonly string[] = ['legionCommander', 'brewmaster', 'pudge', 'crystalMaiden', 'centaur', 'shopkeeper'];

/** Gods a player owns while Plus lasts. Our choice: three, until admins rotate them. */
export const PLUS_EXCLUSIVE_GODS: readonly string[] = ['rubick', 'tinker', 'selemene'];

/**
 * God progress towards the god's gold card (`gold_card_{god}`): at 100 the player earns it
 * (docs/game-rules.md "God progress"; see `gainGodProgress`).
 */
export const GOLD_CARD_PROGRESS_TARGET = 100;
