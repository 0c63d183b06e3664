// Jest stands this in for api-base.ts, whose import.meta only Vite can compile.
module.exports = { API_BASE: '/api' };
