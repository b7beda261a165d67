import { Controller, Get, Header } from '@nestjs/common';
import { GODS, SPELLS, spellImage } from '@arena/domain';

/** Game data for the site's pages; it changes only with a deploy, so it is built once. */
const SPELLS_VIEW = SPELLS.map((spell) => ({ ...spell, image: spellImage(spell.id) }));

@Controller('api')
export class CatalogController {
  /** `GET /api/spells`: the 150 spells of the pool with English and Chinese texts. */
  @Get('spells')
  @Header('cache-control', 'public, max-age=300')
  spells() {
    return SPELLS_VIEW;
  }

  /** `GET /api/gods`: the gods with their powers and figures per level. */
  @Get('gods')
  @Header('cache-control', 'public, max-age=300')
  gods() {
    return GODS;
  }
}
