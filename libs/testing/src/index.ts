export { describeWith } from './describe-with';
export { createTestDatabase, type TestDatabase } from './test-database';
export { DEFAULT_REDIS_URL, browserPath, SERVICE_NAMES, type ServiceName } from './probes';
export { startSite, type RunningSite, type SiteOptions } from './start-site';
export { makeDoc, makeDocx, makeTxt, makeZip, type ZipEntry } from './paper-fixtures';
export { runTsEntry, type TsRun } from './run-ts';
export { siteJson, registerAuthor, signInAdmin, readUntil } from './site-client';
