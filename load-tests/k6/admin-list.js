// k6 script for the "admin-list" scenario (definition: load-tests/scenarios.ts). See k6/lib.js for usage.
import { httpIteration, httpOptions, setupFixtures } from './lib.js';

const NAME = 'admin-list';

export const options = httpOptions(NAME);

export function setup() {
  return setupFixtures(NAME);
}

export default function (data) {
  httpIteration(NAME, data);
}
