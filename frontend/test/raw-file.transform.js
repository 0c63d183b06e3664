// Jest loads a `?raw` import (Vite's asset as a string, e.g. the icon sprite) as the file's text, as Vite does.
module.exports = {
  process(source) {
    return { code: `module.exports = ${JSON.stringify(source)};` };
  },
};
