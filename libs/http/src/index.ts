export type { ServiceInstance } from './service-instance';
export { startGated } from './start-gate';
export type {
  ConsumerServiceDeps,
  EditorialServiceDeps,
  OutboxServiceDeps,
  ServiceBaseDeps,
} from './service-deps';
export {
  createBaseApp,
  createServiceApp,
  DEFAULT_TRUST_PROXY,
  type ServiceAppOptions,
} from './create-service-app';
export { healthRoutes } from './health.routes';
export { runServer, serverTimeoutsFrom, type RunningServer, type RunServerOptions } from './run-server';
export { createInternalClient, type InternalClient } from './internal-client';
export { runStandalone } from './run-standalone';
export type { StandaloneConfig } from './standalone-config';
export {
  defineService,
  instanceOf,
  type BuiltService,
  type ConsumerGroupEntry,
  type ServiceContext,
  type ServiceDescriptor,
} from './service-descriptor';
export { peerUrlKey, peerUrlsFrom, serviceContext } from './service-context';
export {
  covers,
  createRouteTable,
  describeEntry,
  isPrefix,
  matches,
  overlaps,
  patternOf,
  RouteOverlapError,
  type HttpMethod,
  type OwnedRoute,
  type RouteEntry,
  type RouteTable,
} from './route-table';
export {
  buildAdapters,
  REDIS_ROLE_OPTIONS,
  type AdapterConfig,
  type BuildAdaptersOptions,
  type RedisRole,
  type ServiceAdapters,
} from './build-adapters';
export {
  observeRequests,
  startObservability,
  watchEventMetrics,
  type Observability,
  type ObservabilityConfig,
} from './observability';
export { journalRolesClient } from './journal-roles.client';
export { backgroundWork, startedPart, type BackgroundPart, type Stoppable } from './background-work';
export { readiness } from './readiness';
export {
  receiveUpload,
  readWhole,
  INTERRUPTED_MESSAGE,
  NOT_MULTIPART_MESSAGE,
  type ExtraFileRules,
  type ReceivedUpload,
  type UploadedFile,
  type UploadRules,
} from './upload/receive-upload';
export { receiveImage, type ImageUploadRules } from './upload/receive-image';
export { attachmentDisposition } from './attachment-disposition';
