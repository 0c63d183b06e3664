import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ARTICLE_TYPE_LABELS,
  ARTICLE_TYPES,
  createSection,
  deleteSection,
  fetchSections,
  sectionKeys,
  updateSection,
  type ArticleType,
  type JournalSection,
  type SectionDraft,
} from '../../api/sections.api';
import { FormField, InputField } from '../../components/ui/form-field.component';
import { SolidButton } from '../../components/ui/solid-button.component';
import type { AdminIdentity } from '../admin/admin-access';
import { Loaded } from '../editorial/editorial-page.component';
import { JournalAdminPage } from '../editorial/journal-page.component';
import { SaveForm } from '../editorial/spec-form.component';
import { useSave } from '../editorial/use-save.hook';
import './sections.css';

/** /admin/journals/:slug/sections: the journal's sections and article types (issue 42, item 2). */
export default function SectionsPage() {
  return (
    <JournalAdminPage title="Sections">
      {(journal, admin) => <SectionsLoader slug={journal.slug} admin={admin} />}
    </JournalAdminPage>
  );
}

function SectionsLoader({ slug, admin }: { slug: string; admin: AdminIdentity }) {
  const sections = useQuery({ queryKey: sectionKeys.list(slug), queryFn: () => fetchSections(slug) });
  return (
    <Loaded query={sections}>{(list) => <SectionsEditor slug={slug} admin={admin} sections={list} />}</Loaded>
  );
}

const EMPTY: SectionDraft = {
  title: '',
  abbreviation: '',
  articleType: 'research-article',
  peerReviewed: true,
  open: true,
};

function SectionsEditor({
  slug,
  admin,
  sections,
}: {
  slug: string;
  admin: AdminIdentity;
  sections: JournalSection[];
}) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: sectionKeys.list(slug) });
  return (
    <>
      <section className="editorial-panel panel" aria-labelledby="sections-title">
        <h2 id="sections-title">Sections</h2>
        <p className="editorial-muted">
          The table of contents lists papers under their section, in this order. A section that is not peer
          reviewed (an editorial, a correction) lets editors accept its papers without a review; authors
          choose among the open sections when there is more than one.
        </p>
        <ol className="sections-list">
          {sections.map((section, index) => (
            <SectionRow
              key={`${section.id}-${section.order}`}
              slug={slug}
              admin={admin}
              section={section}
              position={index + 1}
              count={sections.length}
              onChanged={refresh}
            />
          ))}
        </ol>
      </section>
      <NewSection slug={slug} admin={admin} position={sections.length + 1} onCreated={refresh} />
    </>
  );
}

/** The fields of one section, shared by the rows and the new-section form. */
function SectionFields({
  draft,
  onChange,
  errors,
  idPrefix,
}: {
  draft: SectionDraft;
  onChange: (patch: Partial<SectionDraft>) => void;
  errors: Record<string, string>;
  idPrefix: string;
}) {
  return (
    <div className="sections-fields">
      <InputField
        label="Title"
        value={draft.title}
        onValue={(title) => onChange({ title })}
        error={errors.title}
        maxLength={120}
      />
      <InputField
        label="Abbreviation"
        value={draft.abbreviation}
        onValue={(abbreviation) => onChange({ abbreviation })}
        error={errors.abbreviation}
        maxLength={20}
      />
      <FormField label="Article type" error={errors.articleType}>
        {(control) => (
          <select
            {...control}
            className="admin-input"
            value={draft.articleType}
            onChange={(e) => onChange({ articleType: e.target.value as ArticleType })}
          >
            {ARTICLE_TYPES.map((type) => (
              <option key={type} value={type}>
                {ARTICLE_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="sections-fields__flags">
        <label htmlFor={`${idPrefix}-peer`}>
          <input
            id={`${idPrefix}-peer`}
            type="checkbox"
            checked={draft.peerReviewed}
            onChange={(e) => onChange({ peerReviewed: e.target.checked })}
          />{' '}
          Peer reviewed
        </label>
        <label htmlFor={`${idPrefix}-open`}>
          <input
            id={`${idPrefix}-open`}
            type="checkbox"
            checked={draft.open}
            onChange={(e) => onChange({ open: e.target.checked })}
          />{' '}
          Open for submissions
        </label>
      </div>
    </div>
  );
}

const draftOf = ({ title, abbreviation, articleType, peerReviewed, open }: JournalSection): SectionDraft => ({
  title,
  abbreviation,
  articleType,
  peerReviewed,
  open,
});

function SectionRow({
  slug,
  admin,
  section,
  position,
  count,
  onChanged,
}: {
  slug: string;
  admin: AdminIdentity;
  section: JournalSection;
  position: number;
  count: number;
  onChanged: () => Promise<unknown>;
}) {
  const [draft, setDraft] = useState<SectionDraft>(() => draftOf(section));
  const save = useSave();
  const run = async (action: () => Promise<unknown>, done: string) => {
    if ((await save.run(action, done)) !== undefined) await onChanged();
  };
  // Moving gives the section the neighbour's place; the server shifts the others (docs/api.md).
  const move = (by: -1 | 1) =>
    run(
      () => updateSection(slug, section.id, { order: position + by }, admin.token).then(() => true),
      `Moved ${section.title}.`,
    );
  return (
    <li className="sections-row" aria-label={`Section ${section.title}`}>
      <SaveForm
        save={save}
        submitLabel="Save section"
        onSubmit={() =>
          void run(() => updateSection(slug, section.id, draft, admin.token).then(() => true), 'Saved.')
        }
        actions={
          <>
            <SolidButton
              look="admin"
              ghost
              disabled={save.busy || position === 1}
              onClick={() => void move(-1)}
              aria-label={`Move ${section.title} up`}
            >
              Up
            </SolidButton>
            <SolidButton
              look="admin"
              ghost
              disabled={save.busy || position === count}
              onClick={() => void move(1)}
              aria-label={`Move ${section.title} down`}
            >
              Down
            </SolidButton>
            <SolidButton
              look="admin"
              ghost
              disabled={save.busy}
              onClick={() => {
                if (window.confirm(`Delete the section ${section.title}?`))
                  void run(() => deleteSection(slug, section.id, admin.token).then(() => true), 'Deleted.');
              }}
              aria-label={`Delete ${section.title}`}
            >
              Delete
            </SolidButton>
          </>
        }
      >
        <SectionFields
          draft={draft}
          onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
          errors={save.fieldErrors}
          idPrefix={`section-${section.id}`}
        />
      </SaveForm>
    </li>
  );
}

function NewSection({
  slug,
  admin,
  position,
  onCreated,
}: {
  slug: string;
  admin: AdminIdentity;
  position: number;
  onCreated: () => Promise<unknown>;
}) {
  const [draft, setDraft] = useState<SectionDraft>(EMPTY);
  const save = useSave();
  async function onSubmit() {
    const created = await save.run(
      () => createSection(slug, { ...draft, order: position }, admin.token).then(() => true),
      `Added the section ${draft.title.trim()}.`,
    );
    if (created) {
      setDraft(EMPTY);
      await onCreated();
    }
  }
  return (
    <section className="editorial-panel panel" aria-labelledby="new-section-title">
      <h2 id="new-section-title">New section</h2>
      <SaveForm
        aria-labelledby="new-section-title"
        save={save}
        submitLabel="Add section"
        onSubmit={() => void onSubmit()}
      >
        <SectionFields
          draft={draft}
          onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
          errors={save.fieldErrors}
          idPrefix="new-section"
        />
      </SaveForm>
    </section>
  );
}
