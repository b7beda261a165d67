export { SalesModule } from './sales.module';
