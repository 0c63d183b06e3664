import { CATALOGUE_CATEGORIES, CATALOGUE_KINDS } from '@journal/journals';
import { CATEGORIES } from './catalogue-categories';

test("each page's tabs are 'all' and the categories the journals service accepts, in its order", () => {
  for (const kind of CATALOGUE_KINDS)
    expect(CATEGORIES[kind].map((c) => c.id)).toEqual(['all', ...CATALOGUE_CATEGORIES[kind]]);
});
