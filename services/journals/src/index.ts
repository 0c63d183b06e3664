export { SCHEMA, MIGRATIONS_DIR } from './schema';
export { journalsService } from './service';
export { loadConfig, journalsConfigSchema, type JournalsConfig } from './config';
export { createJournalsService, type JournalsServiceDeps } from './create-journals-service';
export { sampleContentShape, type SampleContent } from './domain/sample-content.setting';
export { renderMarkdown, renderPageBody, type MarkdownOptions } from './domain/markdown';
