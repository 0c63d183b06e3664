// k6 script for the "submit-paper" scenario (definition: load-tests/scenarios.ts). See k6/lib.js for usage.
import { httpIteration, httpOptions, setupFixtures } from './lib.js';

const NAME = 'submit-paper';

export const options = httpOptions(NAME);

export function setup() {
  return setupFixtures(NAME);
}

export default function (data) {
  httpIteration(NAME, data);
}
