export { initTracing, type Tracing, type TracingSettings } from './tracing';
export { tracingEnabled } from './tracing-state';
export {
  contextFromTraceparent,
  currentTraceparent,
  injectTraceHeaders,
  runInContext,
  submissionAttributes,
  withSpan,
  SpanKind,
} from './trace-context';
export { endRequestSpan, startRequestSpan, traceRequests } from './http-tracing';
export { eventTracing } from './event-tracing';
