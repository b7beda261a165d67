import { Controller, Get, Header } from '@nestjs/common';
import type { GodView, SpellView } from '@arena/contract';
import { GODS, SPELLS, spellImage } from '@arena/domain';

/** Game data for the site's pages; it changes only with a deploy, so it is built once. */
const SPELLS_VIEW: readonly SpellView[] = SPELLS.map((spell) => ({ ...spell, image: spellImage(spell.id) }));
const GODS_VIEW: readonly GodView[] = GODS;

@Controller('api')
export class CatalogController {
  /** `GET /api/spells`: the 150 spells of the pool with English and Chinese texts. */
  @Get('spells')
  @Header('cache-control', 'public, max-age=300')
  spells(): readonly SpellView[] {
    return SPELLS_VIEW;
  }

  /** `GET /api/gods`: the gods with their powers and figures per level. */
  @Get('gods')
  @Header('cache-control', 'public, max-age=300')
  gods(): readonly GodView[] {
    return GODS_VIEW;
  }
}
