export { StoreModule } from './store.module';
