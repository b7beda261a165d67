export { CatalogModule } from './catalog.module';
