export { describeWith } from './describe-with';
export { createTestDatabase, type TestDatabase } from './test-database';
export { DEFAULT_REDIS_URL, browserPath, SERVICE_NAMES, type ServiceName } from './probes';
export { startSite, type RunningSite, type SiteOptions } from './start-site';
export { makeArticleDocxFiles, ARTICLE_DOCX_SET, type ArticleDocxSpec } from './article-docx-fixtures';
export { makeNamedDocx, type NamedDocxSpec } from './named-docx-fixture';
export { makeDoc, makeDocx, makeTxt, makeZip, type ZipEntry } from './paper-fixtures';
export { makeProofDocx } from './proof-docx-fixture';
export { runTsEntry, type TsRun } from './run-ts';
export { siteJson, registerAuthor, signInAdmin, readUntil } from './site-client';
export { startPrometheus, type PrometheusServer, type ScrapeTarget } from './prometheus-server';
export { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './otlp-receiver';
export { eventually } from './eventually';
export {
  parseStat,
  processCpuMs,
  readTimes,
  waitUntilIdle,
  type IdleOptions,
  type IdleOutcome,
  type ProcessTimes,
} from './process-cpu';
export { parseSchedstat, processOnCpuMs, processThreadCpuMs, threadKind } from './thread-cpu';
export { validatorSchemasDir, validatorSchema, xmllintAgainst, xmllintAllAgainst } from './validator-schemas';
export { loadAverage, machineLine } from './machine-load';
export { zipCentralHeader, zipEndRecord, zipLocalHeader, type ZipRecordEntry } from './zip-records';
