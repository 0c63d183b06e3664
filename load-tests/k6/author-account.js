// k6 script for the "author-account" scenario (definition: load-tests/scenarios.ts). See k6/lib.js for usage.
import { httpScript } from './lib.js';

const script = httpScript('author-account');
export const options = script.options;
export const setup = script.setup;
export default script.iteration;
