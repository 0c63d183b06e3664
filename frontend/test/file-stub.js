// Jest stands this in for CSS and image imports, which only Vite knows how to load.
module.exports = 'file-stub';
