// The catalogue entries the service accepts are the wire entries the SPA reads (@journal/journals): the
// type checker compares each kind's schema output, plus its id, with the shared entry in both directions,
// so a field added on one side only fails `npm run typecheck`; the runtime part checks the enums.
import type { z } from 'zod';
import {
  CATALOGUE_CATEGORIES,
  CATALOGUE_KINDS,
  type CatalogueEntries,
  type CatalogueKind,
} from '@journal/journals';
import { catalogueEntrySchemas } from '../../src/domain/catalogue.input';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Accepted<K extends CatalogueKind> = z.output<(typeof catalogueEntrySchemas)[K]> & { id: number };

const sameShape: { [K in CatalogueKind]: Same<Accepted<K>, CatalogueEntries[K]> } = {
  directory: true,
  books: true,
  databases: true,
  platforms: true,
};

test('every kind has a schema whose categories are the shared ones', () => {
  expect(Object.keys(catalogueEntrySchemas)).toEqual([...CATALOGUE_KINDS]);
  expect(Object.values(sameShape).every(Boolean)).toBe(true);
  for (const kind of CATALOGUE_KINDS)
    expect(catalogueEntrySchemas[kind].shape.category.options).toEqual([...CATALOGUE_CATEGORIES[kind]]);
});
