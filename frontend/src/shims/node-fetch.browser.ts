// citation-js imports node-fetch (Node's fetch, ES modules that need node:http and node:stream) for
// remote inputs; in a browser it calls the page's own fetch instead. Vite and jest resolve
// `node-fetch` here, so neither has to load Node's networking code that the SPA never runs.
const pageFetch: typeof fetch = (...args) => fetch(...args);
export default pageFetch;
export const Headers = globalThis.Headers;
