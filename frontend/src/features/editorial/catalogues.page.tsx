import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useParams } from 'react-router-dom';
import {
  CATALOGUE_KINDS,
  catalogueKeys,
  deleteCatalogueEntry,
  fetchCatalogue,
  saveCatalogueEntry,
  type CatalogueEntry,
  type CatalogueKind,
} from '../../api/catalogue-admin.api';
import { FormMessage } from '../../components/ui/form-message.component';
import type { AdminIdentity } from '../admin/admin-access';
import { CATALOGUE_SPECS, type CatalogueKindSpec } from './catalogue-fields';
import { EditorialPage, QueryState, administratorOnly } from './editorial-page.component';
import { EDITORIAL_MESSAGES } from './editorial.messages';
import { toFormValues, toPayload } from './field-spec';
import { SpecForm, useFormValues } from './spec-form.component';
import { useSave } from './use-save.hook';
import { SolidButton } from '../../components/ui/solid-button.component';

const PUBLIC_PAGES: Record<CatalogueKind, string> = {
  directory: '/journals',
  books: '/books',
  databases: '/databases',
  platforms: '/platforms',
};

function kindOf(raw: string | undefined): CatalogueKind {
  return (CATALOGUE_KINDS as readonly string[]).includes(raw ?? '') ? (raw as CatalogueKind) : 'directory';
}

/** /admin/catalogues/:kind: the directory, books, databases and platforms entries (administrator). */
export default function CataloguesPage() {
  const kind = kindOf(useParams().kind);
  return (
    <EditorialPage
      title="Catalogues"
      lead="The entries of the journal directory, books, research databases and platforms pages."
      allow={administratorOnly}
      refusal={EDITORIAL_MESSAGES.administratorOnly}
      help="publisher"
      nav={
        <nav className="editorial-tabs" aria-label="Catalogues">
          {CATALOGUE_KINDS.map((k) => (
            <NavLink key={k} to={`/admin/catalogues/${k}`} className="editorial-tabs__link">
              {CATALOGUE_SPECS[k].label}
            </NavLink>
          ))}
        </nav>
      }
    >
      {(admin) => <Catalogue key={kind} kind={kind} admin={admin} />}
    </EditorialPage>
  );
}

const entryTitle = (spec: CatalogueKindSpec, entry: CatalogueEntry) =>
  String(entry[spec.titleField] ?? entry.id);

function Catalogue({ kind, admin }: { kind: CatalogueKind; admin: AdminIdentity }) {
  const spec = CATALOGUE_SPECS[kind];
  const client = useQueryClient();
  const entries = useQuery({ queryKey: catalogueKeys.list(kind), queryFn: () => fetchCatalogue(kind) });
  const [editing, setEditing] = useState<CatalogueEntry | null>(null);
  // An edit's form closes on success, so its message shows beside the list.
  const [edited, setEdited] = useState<string | null>(null);
  const deleting = useSave();
  const reload = () => void client.invalidateQueries({ queryKey: catalogueKeys.list(kind) });

  async function onDelete(entry: CatalogueEntry) {
    setEdited(null);
    if (!window.confirm(EDITORIAL_MESSAGES.confirmDeleteEntry(entryTitle(spec, entry)))) return;
    const done = await deleting.run(
      () => deleteCatalogueEntry(kind, entry.id, admin.token),
      EDITORIAL_MESSAGES.entryDeleted,
    );
    if (done !== undefined) {
      if (editing?.id === entry.id) setEditing(null);
      reload();
    }
  }

  return (
    <>
      <section className="editorial-panel panel" aria-labelledby="catalogue-list-title">
        <h2 id="catalogue-list-title">
          {spec.label} <span className="editorial-muted">({entries.data?.length ?? 0})</span>
        </h2>
        <p className="editorial-muted">
          Shown on <Link to={PUBLIC_PAGES[kind]}>{PUBLIC_PAGES[kind]}</Link>.
        </p>
        <QueryState query={entries} />
        <FormMessage error={deleting.error} success={edited ?? deleting.success} />
        <ul className="editorial-list">
          {entries.data?.map((entry) => (
            <li key={entry.id} className="editorial-list__item">
              <div className="editorial-list__text">
                <span className="editorial-list__title">{entryTitle(spec, entry)}</span>
                <span className="editorial-muted">{String(entry.category ?? '')}</span>
              </div>
              <div className="editorial-row__actions">
                {[
                  {
                    label: 'Edit',
                    act: () => {
                      setEdited(null);
                      setEditing(entry);
                    },
                  },
                  { label: 'Delete', act: () => void onDelete(entry) },
                ].map((action) => (
                  <SolidButton
                    key={action.label}
                    look="admin"
                    variant="small"
                    ghost
                    onClick={action.act}
                    aria-label={`${action.label}: ${entryTitle(spec, entry)}`}
                  >
                    {action.label}
                  </SolidButton>
                ))}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <EntryForm
        key={editing?.id ?? 'new'}
        kind={kind}
        entry={editing}
        admin={admin}
        onDone={() => {
          if (editing) setEdited(EDITORIAL_MESSAGES.entrySaved);
          setEditing(null);
          reload();
        }}
        onCancel={() => setEditing(null)}
      />
    </>
  );
}

interface EntryFormProps {
  kind: CatalogueKind;
  entry: CatalogueEntry | null;
  admin: AdminIdentity;
  onDone: () => void;
  onCancel: () => void;
}

/** A new entry, or the whole of an existing one (PUT replaces every field). */
function EntryForm({ kind, entry, admin, onDone, onCancel }: EntryFormProps) {
  const spec = CATALOGUE_SPECS[kind];
  const form = useFormValues(toFormValues(spec.fields, entry ?? undefined));
  const save = useSave();
  const titleId = `catalogue-form-${kind}`;
  const heading = useRef<HTMLHeadingElement>(null);
  // Edit is pressed in the list above: the form it opens takes the focus (and scrolls into view).
  useEffect(() => {
    if (entry) heading.current?.focus();
  }, [entry]);

  async function onSubmit() {
    const saved = await save.run(
      () => saveCatalogueEntry(kind, entry?.id, toPayload(spec.fields, form.values), admin.token),
      EDITORIAL_MESSAGES.entrySaved,
    );
    if (!saved) return;
    if (!entry) form.setValues(toFormValues(spec.fields));
    onDone();
  }

  return (
    <section className="editorial-panel panel" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {entry ? `Edit “${entryTitle(spec, entry)}”` : `Add a ${spec.item}`}
      </h2>
      <SpecForm
        aria-labelledby={titleId}
        fields={spec.fields}
        values={form.values}
        onChange={form.setValue}
        save={save}
        submitLabel={entry ? 'Save changes' : `Add ${spec.item}`}
        onSubmit={() => void onSubmit()}
        actions={
          entry && (
            <SolidButton look="admin" ghost onClick={onCancel}>
              Cancel
            </SolidButton>
          )
        }
      />
    </section>
  );
}
