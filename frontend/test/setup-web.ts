// Runs before every web test file: DOM matchers, plus the Web APIs jsdom lacks but react-router needs
// at import time (TextEncoder/TextDecoder).
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

const scope = globalThis as unknown as Record<string, unknown>;
if (!scope.TextEncoder) scope.TextEncoder = TextEncoder;
if (!scope.TextDecoder) scope.TextDecoder = TextDecoder;
