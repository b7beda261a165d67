import { Module } from '@nestjs/common';
import { CatalogController } from './catalog.controller';
import { HeroesController } from './heroes.controller';

/** Game data for the learn pages: spells and gods; and the hero names for game pages. */
@Module({ controllers: [CatalogController, HeroesController] })
export class CatalogModule {}
