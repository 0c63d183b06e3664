// The only place that reads the build-time API base; isolated so tests can replace it
// (import.meta is not valid in the CommonJS modules jest runs).
const configured = (import.meta.env.VITE_API_BASE as string | undefined)?.trim();

export const API_BASE: string = configured ? configured.replace(/\/+$/, '') : '/api';
