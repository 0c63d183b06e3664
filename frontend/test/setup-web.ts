// Runs before every web test file: DOM matchers, plus the Web APIs jsdom lacks but react-router needs
// at import time (TextEncoder/TextDecoder).
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

const scope = globalThis as unknown as Record<string, unknown>;
if (!scope.TextEncoder) scope.TextEncoder = TextEncoder;
if (!scope.TextDecoder) scope.TextDecoder = TextDecoder;

// userEvent types key by key through React renders; with the node, e2e and cluster suites sharing two
// cores, a form test can take several seconds of wall time, so the 5 s default timed out healthy tests.
jest.setTimeout(20_000);
