export { createLogger, setLogContext, type Logger } from './create-logger';
export { requestLogger, requestIdFor, redactUrl } from './request-logger';
