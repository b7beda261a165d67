import { z } from 'zod';

/** A text in the two languages the site ships. */
export const localizedText = z
  .strictObject({ en: z.string(), cn: z.string().describe('Simplified Chinese') })
  .meta({ id: 'LocalizedText' });
export type LocalizedText = z.infer<typeof localizedText>;

/** A spell of the pool as the learn pages show it. */
export const spellView = z
  .strictObject({
    id: z.string().describe('Ability name as game servers send it, e.g. `custom_abaddon_curse_of_avernus`'),
    image: z.string().describe('Image name of the ability icon'),
    hero: z.string().describe('Dota hero the ability comes from, e.g. `abaddon`'),
    ultimate: z.boolean(),
    name: localizedText,
    description: localizedText,
    super: localizedText.nullable().describe('What the Super upgrade (level 6) does; null when no source says'),
    gaben: localizedText.nullable().describe('What the Gaben upgrade (level 9) does; null when no source says'),
    difference: localizedText.nullable().describe('How the spell differs from the base game; null when it does not or no source says'),
    figures: z
      .array(
        z.strictObject({
          label: localizedText,
          values: z.array(z.number()).readonly().describe('One value per spell level (1 to 3), or one for every level'),
          percent: z.boolean().describe('The values are percentages'),
        }),
      )
      .readonly()
      .describe('Empty when unpublished'),
    cooldowns: z.array(z.number()).readonly().describe('Cooldown in seconds per level (one value: every level); empty when unpublished'),
    mana_costs: z.array(z.number()).readonly().describe('Mana cost per level (one value: every level); empty when unpublished'),
  })
  .meta({ id: 'SpellView' });
export type SpellView = z.infer<typeof spellView>;

const powerFigureView = z
  .strictObject({
    id: z.string().describe('e.g. `duration`'),
    label: localizedText,
    values: z.array(z.number()).readonly().describe('One value (the same throughout), or one per step of `per`, or a plain list'),
    per: z
      .enum(['shop_level', 'tier'])
      .optional()
      .describe(
        "`shop_level`: the i-th value at shop level i + 1; `tier`: the power's tiers, reached at the `pointsRequired` figure's team spell points",
      ),
    unit: z.enum(['percent', 'seconds', 'gold', 'count', 'damage', 'health', 'attack_speed', 'distance', 'points', 'level']).optional(),
  })
  .meta({ id: 'PowerFigureView' });

export const godPowerView = z
  .strictObject({
    id: z.string().describe("The game's power id, e.g. `shallowGrave`"),
    name: localizedText,
    description: localizedText.describe('What the power does; its figures are listed apart'),
    type: z.enum(['passive', 'unit_target', 'no_target', 'ability_target']).optional().describe('How it is used; absent when unknown'),
    figures: z.array(powerFigureView).readonly().describe('Empty when no figure is known'),
  })
  .meta({ id: 'GodPowerView' });
export type GodPowerView = z.infer<typeof godPowerView>;

/**
 * A god of `GET /api/gods`: the live site's row (`god_name`, `free`, `plus_exclusive`,
 * `god_enabled`), then our extra fields (`id`, `name`, `icon`, `health`, `powers`).
 */
export const godView = z
  .strictObject({
    god_name: z.string().describe("The god id (the live site's field)"),
    free: z.boolean().describe('Every player owns it (an admin decides)'),
    plus_exclusive: z.boolean().describe('Owned while the player has Plus (an admin decides)'),
    god_enabled: z
      .boolean()
      .describe('Offered in games; false when an admin disabled it for everyone (docs/game-rules.md "Global god flags")'),
    id: z.string().describe('The god id again (extra, for our site)'),
    name: localizedText,
    icon: z.string().describe('Iconify id from the game-icons set, e.g. `game-icons:crowned-skull`'),
    health: z.number().int().optional().describe("The god's starting health, where known"),
    powers: z.array(godPowerView).readonly(),
  })
  .meta({ id: 'GodView' });
export type GodView = z.infer<typeof godView>;

export const spellsReply = z.array(spellView).readonly().describe('The spells of the pool');
export const godsReply = z.array(godView).readonly().describe('The gods, a bare list as the live site answers');
