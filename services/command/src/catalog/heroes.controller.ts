import { Controller, Get, Header } from '@nestjs/common';
import { HEROES_VIEW, type HeroCatalogEntry } from '@arena/contract';

@Controller('api')
export class HeroesController {
  /**
   * `GET /api/heroes`: every Dota 2 hero, `[{ id: 'npc_dota_hero_axe', image: 'axe', name: { en, cn } }]`.
   * Public and cacheable (it changes only with a deploy). A hero missing here (a new one) is named by
   * pages from its internal name.
   */
  @Get('heroes')
  @Header('cache-control', 'public, max-age=300')
  heroes(): readonly HeroCatalogEntry[] {
    return HEROES_VIEW;
  }
}
