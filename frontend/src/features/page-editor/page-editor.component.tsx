// The page editor of one collection (the site's pages, or one journal's): the list, and the form of the
// page chosen or of a new one. The server checks who may write and which addresses are free.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { createPage, deletePage, updatePage, type PageCollection } from '../../api/pages.api';
import { pageQuery, pagesQuery } from '../../api/pages.queries';
import { FormMessage } from '../../components/ui/form-message.component';
import { Loaded } from '../editorial/editorial-page.component';
import { PageForm } from './page-form.component';
import { PAGE_EDITOR_MESSAGES as M } from './page-editor.messages';
import { SolidButton } from '../../components/ui/solid-button.component';
import './page-editor.css';

interface Props {
  collection: PageCollection;
  token: string;
  /** Where the SPA shows a page of this collection. */
  viewPath: (slug: string) => string;
}

/** '' is a new page; undefined: none chosen. */
type Choice = string | undefined;

export function PageEditor({ collection, token, viewPath }: Props) {
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
                      <span className="editorial-list__title">{page.title}</span>
                      <span className="editorial-muted">{viewPath(page.slug)}</span>
                    </div>
                    <span className="editorial-links">
                      <button type="button" className="link-button" onClick={() => choose(page.slug)}>
                        {M.edit(page.title)}
                      </button>
                      <Link to={viewPath(page.slug)}>{M.view}</Link>
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
  onGone: () => void;
}) {
  const { collection, token, slug } = props;
  const page = useQuery(pageQuery(collection, slug));
  return (
    <section className="editorial-panel panel" aria-label={M.edit(page.data?.title ?? slug)}>
      <Loaded query={page}>
        {(stored) => (
          <>
            <h2>{M.edit(stored.title)}</h2>
            <FormMessage success={props.notice} />
            <PageForm
              page={stored}
              actions={{
                save: ({ title, body }) => updatePage(collection, slug, { title, body }, token),
                remove: () => deletePage(collection, slug, token),
              }}
              onSaved={() => void props.refresh()}
              onRemoved={() => {
                void props.refresh();
                props.onGone();
              }}
            />
          </>
        )}
      </Loaded>
    </section>
  );
}
