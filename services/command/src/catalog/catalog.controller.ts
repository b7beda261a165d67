import { Controller, Get, Header } from '@nestjs/common';
import type { GodView, SpellView } from '@arena/contract';
import { FREE_GODS, GODS, PLUS_EXCLUSIVE_GODS, SPELLS, spellImage } from '@arena/domain';

/** Game data for the site's pages; it changes only with a deploy, so it is built once. */
const SPELLS_VIEW: readonly SpellView[] = SPELLS.map(({ manaCosts, ...spell }) => ({
  ...spell,
  image: spellImage(spell.id),
  mana_costs: manaCosts,
}));
const GODS_VIEW: readonly GodView[] = GODS.map((god) => ({
  god_name: god.id,
  free: FREE_GODS.includes(god.id),
  plus_exclusive: PLUS_EXCLUSIVE_GODS.includes(god.id),
  // admins cannot disable a god yet (docs/game-rules.md "Not in the code yet")
  god_enabled: true,
  ...god,
}));

@Controller('api')
export class CatalogController {
  /**
   * `GET /api/spells`: the 150 spells of the pool with English and Chinese texts: what the Super
   * and Gaben upgrades do, the difference to the base game, and the figures, cooldowns (seconds)
   * and mana costs by level, where the live site publishes them (null or empty otherwise).
   */
  @Get('spells')
  @Header('cache-control', 'public, max-age=300')
  spells(): readonly SpellView[] {
    return SPELLS_VIEW;
  }

  /**
   * `GET /api/gods`: a bare list, one god each, with the live site's fields (`god_name`, `free`,
   * `plus_exclusive`, `god_enabled`) and ours (`id`, `name`, `icon`, `health`, `powers` with their
   * figures by shop level or spell-point tier; docs/game-rules.md "Gods and their powers").
   */
  @Get('gods')
  @Header('cache-control', 'public, max-age=300')
  gods(): readonly GodView[] {
    return GODS_VIEW;
  }
}
