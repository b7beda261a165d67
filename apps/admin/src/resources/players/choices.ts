import { USER_TYPES } from '../../auth/roles';

/** Choices of the user type (labels from the locale files). */
export const USER_TYPE_CHOICES = USER_TYPES.map((id) => ({ id, name: `arena.user_types.${id}` }));

/** The ranks a player can be in (docs/game-rules.md "Ranks and pips"). */
export const RANK_NAMES = ['Herald', 'Guardian', 'Crusader', 'Archon', 'Legend', 'Ancient', 'Divine', 'Immortal'] as const;
export const RANK_CHOICES = RANK_NAMES.map((id) => ({ id, name: `arena.ranks.${id}` }));
