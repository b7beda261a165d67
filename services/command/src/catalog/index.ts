export { CatalogModule } from './catalog.module';
export { catalogGodView } from './catalog.controller';
