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
    super: localizedText.describe('What the Super upgrade (level 6) adds'),
    gaben: localizedText.describe('What the Gaben upgrade (level 9) adds'),
  })
  .meta({ id: 'SpellView' });
export type SpellView = z.infer<typeof spellView>;

export const godPowerView = z
  .strictObject({
    id: z.string(),
    name: localizedText,
    description: localizedText.describe('`{value}` stands where the per-level figure goes'),
    levels: z.array(z.number()).readonly().describe('The figure per level'),
    unit: z.enum(['percent', 'seconds', 'gold', 'count', 'damage', 'health']).optional(),
  })
  .meta({ id: 'GodPowerView' });
export type GodPowerView = z.infer<typeof godPowerView>;

export const godView = z
  .strictObject({
    id: z.string(),
    name: localizedText,
    title: localizedText.describe('Short epithet'),
    icon: z.string().describe('Iconify id from the game-icons set, e.g. `game-icons:crowned-skull`'),
    powers: z.array(godPowerView).readonly(),
  })
  .meta({ id: 'GodView' });
export type GodView = z.infer<typeof godView>;

export const spellsReply = z.array(spellView).readonly().describe('The spells of the pool');
export const godsReply = z.array(godView).readonly().describe('The gods');
