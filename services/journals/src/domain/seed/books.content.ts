// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// The books listing (/books): eight titles from the publisher's academic list, in data/books.json.
import { z } from 'zod';
import { catalogueEntrySchemas } from '../catalogue.input';
import type { Book } from './catalogue.types';
import books from './data/books.json';
import { seedId, seedPicture } from './seed-entry.schema';

const bookSeed = catalogueEntrySchemas.books.extend({ id: seedId, coverImage: seedPicture(400, 560) });

export const BOOKS: readonly Book[] = z.array(bookSeed).parse(books);
