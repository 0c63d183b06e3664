import type { CatalogueKind } from '../../api/catalogue-admin.api';
import {
  BOOK_CATEGORIES,
  DATABASE_CATEGORIES,
  DIRECTORY_CATEGORIES,
  PLATFORM_CATEGORIES,
} from '../catalogue/catalogue-categories';
import { plainOptions, type FieldSpec } from './field-spec';

const ONE_PER_LINE = 'One per line.';
const IMAGE_HINT = 'An https:// address of the picture.';

const title: FieldSpec = { name: 'title', label: 'Title' };
const name: FieldSpec = { name: 'name', label: 'Name' };
const description: FieldSpec = { name: 'description', label: 'Description', kind: 'textarea' };
const tags: FieldSpec = { name: 'tags', label: 'Tags', kind: 'lines', hint: ONE_PER_LINE };
const cover: FieldSpec = { name: 'coverImage', label: 'Cover image address', hint: IMAGE_HINT, wide: true };
const image: FieldSpec = { name: 'image', label: 'Image address', hint: IMAGE_HINT, wide: true };
/** The categories the public page filters by, without its 'all' (catalogue.input.ts accepts these ids). */
const category = (choices: readonly { id: string; label: string }[]): FieldSpec => ({
  name: 'category',
  label: 'Category',
  kind: 'select',
  options: choices.filter((c) => c.id !== 'all').map((c) => ({ value: c.id, label: c.label })),
});

export interface CatalogueKindSpec {
  label: string;
  /** One entry, e.g. 'book'. */
  item: string;
  /** The field that names an entry in lists and messages. */
  titleField: string;
  fields: readonly FieldSpec[];
}

export const CATALOGUE_SPECS: Record<CatalogueKind, CatalogueKindSpec> = {
  directory: {
    label: 'Directory',
    item: 'journal',
    titleField: 'title',
    fields: [
      title,
      category(DIRECTORY_CATEGORIES),
      { name: 'impactFactor', label: 'Impact factor', kind: 'number', optional: true, hint: 'Optional.' },
      cover,
      description,
      tags,
    ],
  },
  books: {
    label: 'Books',
    item: 'book',
    titleField: 'title',
    fields: [
      title,
      { name: 'author', label: 'Author' },
      category(BOOK_CATEGORIES),
      { name: 'publicationDate', label: 'Year of publication', hint: 'e.g. 2024' },
      { name: 'publisher', label: 'Publisher' },
      { name: 'pages', label: 'Pages', kind: 'number' },
      { name: 'isbn', label: 'ISBN', hint: 'e.g. 978-81-947010-1-9' },
      cover,
      description,
      tags,
    ],
  },
  databases: {
    label: 'Databases',
    item: 'database',
    titleField: 'name',
    fields: [
      name,
      category(DATABASE_CATEGORIES),
      { name: 'coverage', label: 'Coverage', hint: 'e.g. 1900-present' },
      { name: 'accessModel', label: 'Access model' },
      {
        name: 'updateFrequency',
        label: 'Update frequency',
        kind: 'select',
        options: plainOptions(['Daily', 'Weekly', 'Bi-weekly', 'Monthly', 'Quarterly']),
      },
      image,
      description,
      { name: 'contentTypes', label: 'Content types', kind: 'lines', hint: ONE_PER_LINE },
      { name: 'specialFeatures', label: 'Special features', kind: 'lines', hint: ONE_PER_LINE },
    ],
  },
  platforms: {
    label: 'Platforms',
    item: 'platform',
    titleField: 'name',
    fields: [
      name,
      category(PLATFORM_CATEGORIES),
      { name: 'pricing', label: 'Pricing' },
      { name: 'rating', label: 'Rating (0 to 5)', kind: 'number' },
      image,
      description,
      { name: 'features', label: 'Features', kind: 'lines', hint: ONE_PER_LINE },
    ],
  },
};
