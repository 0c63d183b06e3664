import type { Queryable } from '@journal/db';
import {
  findProduction,
  findReadyFullText,
  submissionForProduction,
  type PaperForProduction,
  type Production,
} from '../../repositories/productions.repository';
import type { FullText } from '../../repositories/fulltext.types';

// What the production routes read: a paper's production, its converted proof, the paper it is of.

/** The paper's production (chosen file, conversion state, proof answers); undefined before one starts. */
export function productionOf(db: Queryable, submissionId: string): Promise<Production | undefined> {
  return findProduction(db, submissionId);
}

/** The proof's converted full text and the generation its images are stored under; undefined while none. */
export function proofFullTextOf(
  db: Queryable,
  submissionId: string,
): Promise<{ fullText: FullText; generation: number } | undefined> {
  return findReadyFullText(db, submissionId);
}

/** The paper production is of (its journal and status); undefined for an id that names none. */
export function paperForProduction(
  db: Queryable,
  submissionId: string,
): Promise<PaperForProduction | undefined> {
  return submissionForProduction(db, submissionId);
}
