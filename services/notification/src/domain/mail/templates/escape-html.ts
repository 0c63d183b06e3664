// Every value from an event (names, titles) goes through escapeHtml before it enters HTML.
export { escapeHtml } from '@journal/errors';

/** Header values must stay on one line whatever a paper title contains. */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  return value.replace(/[\r\n\t\u0000-\u001f\u007f]+/g, ' ').trim();
}
