import { Module } from '@nestjs/common';
import { CatalogController } from './catalog.controller';

/** Game data for the learn pages: spells and gods. */
@Module({ controllers: [CatalogController] })
export class CatalogModule {}
