// citation-js's core requires node-fetch (ES modules only) when it loads, for remote inputs this service
// never reads. The service runs on Node's require(esm); jest on Node 20 cannot require ES modules, so
// jest.config.js maps node-fetch here for the node project: Node's own fetch, which node-fetch mirrors.
export default globalThis.fetch;
export const { Headers, Request, Response } = globalThis;
