import { Controller, Get, Header } from '@nestjs/common';
import type { HeroCatalogEntry } from '@arena/contract';
import { HEROES, heroImage } from '@arena/domain';

/** Every hero with its image name; game data, so built once. */
const HEROES_VIEW: readonly HeroCatalogEntry[] = HEROES.map((hero) => ({ id: hero.id, image: heroImage(hero.id), name: hero.name }));

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
