export { StatsModule } from './stats.module';
