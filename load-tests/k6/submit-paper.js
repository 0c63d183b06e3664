// k6 script for the "submit-paper" scenario (definition: load-tests/scenarios.ts). See k6/lib.js for usage.
import { httpScript } from './lib.js';

const script = httpScript('submit-paper');
export const options = script.options;
export const setup = script.setup;
export default script.iteration;
