import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { GodView, SpellView } from '@arena/contract';
import { GODS, godFlagsOf, SPELLS, spellImage, type God, type GodFlags } from '@arena/domain';
import { readGodFlags } from '@arena/read-models';
import type { ReadSide } from '../platform/read-side';
import { READ_MODELS } from '../platform/tokens';

/** Game data for the site's pages; it changes only with a deploy, so it is built once. */
const SPELLS_VIEW: readonly SpellView[] = SPELLS.map(({ manaCosts, ...spell }) => ({
  ...spell,
  image: spellImage(spell.id),
  mana_costs: manaCosts,
}));

/**
 * A god as `GET /api/gods` lists it: the live site's row (`god_name`, `free`, `plus_exclusive`,
 * `god_enabled`: the global flags, docs/game-rules.md "Global god flags"), then the catalog's data.
 */
export function catalogGodView(god: God, flags: GodFlags): GodView {
  return { god_name: god.id, free: flags.free, plus_exclusive: flags.plusExclusive, god_enabled: flags.enabled, ...god };
}

@Controller('api')
export class CatalogController {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}

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
   * `plus_exclusive`, `god_enabled`: the global flags an admin sets, read from the read models)
   * and ours (`id`, `name`, `icon`, `health`, `powers` with their figures by shop level or
   * spell-point tier; docs/game-rules.md "Gods and their powers"). Revalidated on every use, so
   * an admin's change shows at once.
   */
  @Get('gods')
  @Header('cache-control', 'no-cache')
  async gods(): Promise<GodView[]> {
    const flags = await readGodFlags(this.read.redis, this.read.live.keys);
    return GODS.map((god) => catalogGodView(god, godFlagsOf(flags, god.id)));
  }
}
