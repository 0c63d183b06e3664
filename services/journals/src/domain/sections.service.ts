import { randomUUID } from 'node:crypto';
import { withTransaction, type Pool, type PoolClient } from '@journal/db';
import { ConflictError, NotFoundError } from '@journal/errors';
import { SECTION_LIMITS, sectionsInOrder, type JournalSection } from '@journal/journals';
import { recordJournalUpdated } from '../events/journal-events.publisher';
import { bumpJournalVersion, findJournal } from '../repositories/journals.repository';
import * as sections from '../repositories/sections.repository';
import { JOURNAL_NOT_FOUND } from './board.service';
import {
  LAST_OPEN_SECTION,
  SECTION_HAS_PAPERS,
  SECTION_NOT_FOUND,
  SectionTitleTakenError,
  TOO_MANY_SECTIONS,
  type NewSectionInput,
  type SectionChangeInput,
} from './section.input';

/**
 * `list` with `section` put at `order` (clamped to the list's length) and every order renumbered 1..n, so
 * orders stay distinct: moving a section shifts the ones between its old and new place by one.
 */
export function placeSection(list: readonly JournalSection[], section: JournalSection, order: number) {
  const others = sectionsInOrder(list).filter((s) => s.id !== section.id);
  const at = Math.min(Math.max(order, 1), others.length + 1) - 1;
  others.splice(at, 0, section);
  return others.map((s, i) => ({ ...s, order: i + 1 }));
}

const titleTaken = (list: readonly JournalSection[], title: string, exceptId?: string) =>
  list.some((s) => s.id !== exceptId && s.title.toLowerCase() === title.toLowerCase());

/**
 * A journal's sections (issue 42 item 2, ADR 0046): anyone lists them; its managers and the administrator
 * change them (the routes check who). They are part of the journal: each change bumps its version and
 * writes journal_updated with `changedFields: ['sections']` and the whole snapshot, sections included.
 */
export class SectionsService {
  constructor(private readonly deps: { pool: Pool; afterCommit?: () => void }) {}

  /** Every section, open and closed, in order (the table of contents also names closed ones). */
  async list(journal: string): Promise<JournalSection[]> {
    if (!(await findJournal(this.deps.pool, journal))) throw new NotFoundError(JOURNAL_NOT_FOUND);
    return sections.listSections(this.deps.pool, journal);
  }

  async create(journal: string, input: NewSectionInput): Promise<JournalSection> {
    const created = await this.change(journal, async (client, list) => {
      if (list.length >= SECTION_LIMITS.perJournal) throw new ConflictError(TOO_MANY_SECTIONS);
      if (titleTaken(list, input.title)) throw new SectionTitleTakenError();
      const { order, ...fields } = input;
      const section: JournalSection = { id: randomUUID(), ...fields, order: 0 };
      const placed = placeSection(list, section, order ?? list.length + 1);
      await this.renumber(client, journal, list, placed, section.id);
      await sections.insertSection(client, journal, placed.find((s) => s.id === section.id)!);
      return placed.find((s) => s.id === section.id)!;
    });
    return created!;
  }

  /** Changes the fields sent; nothing different from what is stored is no change (no event). */
  async update(journal: string, id: string, input: SectionChangeInput): Promise<JournalSection> {
    return this.change(journal, async (client, list) => {
      const current = list.find((s) => s.id === id);
      if (!current) throw new NotFoundError(SECTION_NOT_FOUND);
      const { order, ...fields } = input;
      const next = {
        ...current,
        ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
      };
      if (input.title !== undefined && titleTaken(list, input.title, id)) throw new SectionTitleTakenError();
      if (current.open && !next.open && !list.some((s) => s.id !== id && s.open))
        throw new ConflictError(LAST_OPEN_SECTION);
      const placed = placeSection(list, next, order ?? current.order);
      const section = placed.find((s) => s.id === id)!;
      const unchanged = placed.every(
        (s) => JSON.stringify(s) === JSON.stringify(list.find((o) => o.id === s.id)),
      );
      if (unchanged) return undefined;
      await this.renumber(client, journal, list, placed);
      return section;
    }).then((section) => section ?? this.find(journal, id));
  }

  /** 409 when a paper is in it, or when it is the journal's last open section. */
  async remove(journal: string, id: string): Promise<void> {
    await this.change(journal, async (client, list) => {
      const current = list.find((s) => s.id === id);
      if (!current) throw new NotFoundError(SECTION_NOT_FOUND);
      if (await sections.sectionHasPapers(client, id)) throw new ConflictError(SECTION_HAS_PAPERS);
      if (current.open && !list.some((s) => s.id !== id && s.open))
        throw new ConflictError(LAST_OPEN_SECTION);
      await sections.deleteSection(client, journal, id);
      const rest = list.filter((s) => s.id !== id);
      await this.renumber(
        client,
        journal,
        rest,
        rest.map((s, i) => ({ ...s, order: i + 1 })),
      );
      return true;
    });
  }

  private async find(journal: string, id: string): Promise<JournalSection> {
    const section = (await sections.listSections(this.deps.pool, journal)).find((s) => s.id === id);
    if (!section) throw new NotFoundError(SECTION_NOT_FOUND);
    return section;
  }

  /** Writes every section of `placed` that differs from `before` (`skip`: one not stored yet). */
  private async renumber(
    client: PoolClient,
    journal: string,
    before: readonly JournalSection[],
    placed: readonly JournalSection[],
    skip?: string,
  ): Promise<void> {
    for (const s of placed) {
      if (s.id === skip) continue;
      const old = before.find((o) => o.id === s.id);
      if (!old || JSON.stringify(old) !== JSON.stringify(s)) await sections.updateSection(client, journal, s);
    }
  }

  /**
   * Runs `work` with the journal's row locked (sections change one at a time per journal, as its other
   * fields do); when it returns something, bumps the journal's version and writes its journal_updated.
   */
  private async change<T>(
    journal: string,
    work: (client: PoolClient, list: JournalSection[]) => Promise<T | undefined>,
  ): Promise<T | undefined> {
    const outcome = await withTransaction(this.deps.pool, async (client) => {
      if (!(await findJournal(client, journal, true))) throw new NotFoundError(JOURNAL_NOT_FOUND);
      const result = await work(client, await sections.listSections(client, journal));
      if (result === undefined) return { result, changed: false };
      const bumped = await bumpJournalVersion(client, journal);
      await recordJournalUpdated(client, bumped, ['sections']);
      return { result, changed: true };
    });
    if (outcome.changed) this.deps.afterCommit?.();
    return outcome.result;
  }
}
