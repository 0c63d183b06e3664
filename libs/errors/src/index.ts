export * from './app-error';
export { validate, validatePathParam } from './validate';
export { errorMiddleware, notFoundHandler } from './error-middleware';
export {
  assertSafeText,
  isSafeText,
  safeText,
  unsafeCharacterIn,
  unsafeTextMessage,
  type TextKind,
} from './safe-text';
export { rejectMalformedUrl } from './malformed-url';
export { escapeHtml } from './escape-html';
export {
  CANNOT_STORE_MESSAGE,
  hasXmlIllegalCharacter,
  stripXmlIllegal,
  xmlIllegalCharacterIn,
} from './xml-characters';
export {
  cannotStoreError,
  MAX_BODY_DEPTH,
  refuseUnstorableText,
  TOO_DEEP_MESSAGE,
  unstorableFormField,
  unstorableTextIn,
  type UnstorableText,
} from './storable-input';
