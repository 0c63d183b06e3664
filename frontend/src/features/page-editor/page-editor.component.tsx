// The page editor of one collection (the site's pages, one journal's, or the publisher's): the list, and
// the form of the page chosen or of a new one. The server checks who may write and which addresses are
// free. A journal's page says whether it is the publisher's or overrides it (issue 44 item 3).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  createPage,
  deletePage,
  updatePage,
  type PageCollection,
  type PageSummary,
  type SitePage,
} from '../../api/pages.api';
import { pageQuery, pagesQuery } from '../../api/pages.queries';
import { FormMessage } from '../../components/ui/form-message.component';
import { Loaded } from '../editorial/editorial-page.component';
import { InheritanceNote } from '../editorial/inheritance-note.component';
import { TextDiff } from '../editorial/text-diff.component';
import { PageForm } from './page-form.component';
import { PAGE_EDITOR_MESSAGES as M } from './page-editor.messages';
import { SolidButton } from '../../components/ui/solid-button.component';
import './page-editor.css';

interface Props {
  collection: PageCollection;
  token: string;
  /** Where the SPA shows a page of this collection; none for the publisher's (each journal shows it). */
  viewPath?: (slug: string) => string;
  /** The address shown under a page's title, when it is not `viewPath`'s. */
  address?: (slug: string) => string;
}

/** '' is a new page; undefined: none chosen. */
type Choice = string | undefined;

/** Whose text a journal's page is (issue 44 item 3); nothing for a page of its own alone. */
const stateLabel = (page: PageSummary) =>
  page.inherited === undefined ? null : page.inherited ? M.inheritedLabel : M.overriddenLabel;

export function PageEditor({ collection, token, viewPath, address = viewPath }: Props) {
  const client = useQueryClient();
  const list = useQuery(pagesQuery(collection));
  const [choice, setChoice] = useState<Choice>(undefined);
  /** 'Page created' stays in view once the new page's form becomes the stored page's. */
  const [created, setCreated] = useState<string | null>(null);
  const choose = (next: Choice) => {
    setCreated(null);
    setChoice(next);
  };
  const refresh = () => client.invalidateQueries({ queryKey: collection.key });

  return (
    <div className="page-editor">
      <section className="editorial-panel panel" aria-labelledby="page-list-title">
        <h2 id="page-list-title">{M.listTitle}</h2>
        <Loaded query={list}>
          {(pages) =>
            pages.length === 0 ? (
              <p className="editorial-muted">{M.none}</p>
            ) : (
              <ul className="editorial-list">
                {pages.map((page) => (
                  <li key={page.slug} className="editorial-list__item">
                    <div className="editorial-list__text">
                      <span className="editorial-list__title">
                        {page.title}{' '}
                        {stateLabel(page) && <span className="editorial-muted">{stateLabel(page)}</span>}
                      </span>
                      {address && <span className="editorial-muted">{address(page.slug)}</span>}
                    </div>
                    <span className="editorial-links">
                      <button type="button" className="link-button" onClick={() => choose(page.slug)}>
                        {M.edit(page.title)}
                      </button>
                      {viewPath && <Link to={viewPath(page.slug)}>{M.view}</Link>}
                    </span>
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
        <SolidButton look="admin" onClick={() => choose('')}>
          {M.newPage}
        </SolidButton>
      </section>
      {choice === '' && (
        <section className="editorial-panel panel" aria-label={M.newPage}>
          <h2>{M.newPage}</h2>
          <PageForm
            actions={{ save: (page) => createPage(collection, page, token) }}
            onSaved={(page) => {
              void refresh();
              setChoice(page.slug);
              setCreated(M.created);
            }}
            onRemoved={() => choose(undefined)}
          />
        </section>
      )}
      {choice && (
        <StoredPage
          key={choice}
          {...{ collection, token, slug: choice, refresh }}
          notice={created}
          onSaved={() => setCreated(null)}
          onGone={() => choose(undefined)}
        />
      )}
    </div>
  );
}

function StoredPage(props: {
  collection: PageCollection;
  token: string;
  slug: string;
  refresh: () => Promise<void>;
  notice: string | null;
  /** A later save has its own notice: 'Page created' goes. */
  onSaved: () => void;
  onGone: () => void;
}) {
  const { collection, token, slug } = props;
  const page = useQuery(pageQuery(collection, slug));
  // Drawn again from the server's text once an override is dropped (the publisher's shows again).
  const [generation, setGeneration] = useState(0);
  return (
    <Loaded query={page}>
      {(stored) => (
        <>
          {stored.inherited !== undefined && (
            <PageInheritance
              page={stored}
              drop={() => deletePage(collection, slug, token)}
              onDropped={async () => {
                await props.refresh();
                setGeneration((g) => g + 1);
              }}
            />
          )}
          <section className="editorial-panel panel" aria-label={M.edit(stored.title)}>
            <h2>{M.edit(stored.title)}</h2>
            <FormMessage success={props.notice} />
            <PageForm
              key={generation}
              page={stored}
              actions={{
                save: ({ title, body }) => updatePage(collection, slug, { title, body }, token),
                // A publisher page a journal shows or overrides is not the journal's to delete: dropping
                // the override (above) is.
                ...(stored.inherited === undefined
                  ? { remove: () => deletePage(collection, slug, token) }
                  : {}),
              }}
              onSaved={() => {
                props.onSaved();
                void props.refresh();
              }}
              onRemoved={() => {
                void props.refresh();
                props.onGone();
              }}
            />
          </section>
        </>
      )}
    </Loaded>
  );
}

/** A journal's page at a publisher page's address: the publisher's as it is, or the journal's override. */
function PageInheritance({
  page,
  drop,
  onDropped,
}: {
  page: SitePage;
  drop: () => Promise<void>;
  onDropped: () => Promise<void>;
}) {
  return (
    <InheritanceNote
      inherited={page.inherited === true}
      texts={{
        inherited: M.inheritedNote,
        own: M.ownNote,
        dropLabel: M.dropLabel,
        confirm: M.dropConfirm(page.title),
        done: M.dropped,
      }}
      drop={async () => {
        await drop();
        return true;
      }}
      onDropped={() => void onDropped()}
    >
      {/* Above the form, where the manager sees it first; an unchanged title is not compared. */}
      {page.publisher && (
        <section className="mail-template-diff" aria-label={M.diffLabel(page.title)}>
          {page.publisher.title !== page.title && (
            <TextDiff label={M.diffTitle(page.title)} publisher={page.publisher.title} journal={page.title} />
          )}
          <TextDiff label={M.diffBody(page.title)} publisher={page.publisher.body} journal={page.body} />
        </section>
      )}
    </InheritanceNote>
  );
}
