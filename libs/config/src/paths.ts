import path from 'node:path';

/** Where `npm start` keeps its data unless DATA_DIR says otherwise: `<repo>/.data`. */
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', '..', '..', '.data');
