import { Controller, Get, Header, Inject } from '@nestjs/common';
import { catalogGodsView, SPELLS_VIEW, type GodView, type SpellView } from '@arena/contract';
import { readGodFlags } from '@arena/read-models';
import type { ReadSide } from '../platform/read-side';
import { READ_MODELS } from '../platform/tokens';

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
    return catalogGodsView(await readGodFlags(this.read.redis, this.read.live.keys));
  }
}
