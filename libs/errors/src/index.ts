export * from './app-error';
export { validate } from './validate';
export { errorMiddleware, notFoundHandler } from './error-middleware';
