export { SCHEMA, MIGRATIONS_DIR } from './repositories/schema';
export { loadConfig, statisticsConfigSchema, type StatisticsConfig } from './config';
export { createStatisticsService, type StatisticsServiceDeps } from './create-statistics-service';
export { statisticsService } from './service';
