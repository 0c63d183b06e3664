// The Site page's lists: the home cards, the footer's columns with their links, the social links. Each
// item can be changed, removed, and new ones added; an empty target leaves an item inert.
import type { ReactNode } from 'react';
import type { SiteDraft, SiteErrors } from './site-form.validation';
import { SiteTextField } from './site-text-field.component';

const TARGET_HINT = 'A site path such as /journals, or an https link; empty: not linked.';

interface Props {
  draft: SiteDraft;
  errors: SiteErrors;
  change: (update: (draft: SiteDraft) => void) => void;
}

/** "Remove", named in full for assistive technology (which card, link or network). */
function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="solid-button solid-button--ghost site-form__remove"
      aria-label={label}
      onClick={onClick}
    >
      Remove
    </button>
  );
}

function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="solid-button solid-button--ghost" onClick={onClick}>
      {label}
    </button>
  );
}

interface ListGroupProps {
  legend: string;
  hint?: string;
  /** The list's own error (too many items), above its items. */
  error: string | undefined;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}

/** One list of the form: its legend, hint and error, its items, and the button that adds one. */
function ListGroup({ legend, hint, error, addLabel, onAdd, children }: ListGroupProps) {
  return (
    <fieldset className="site-form__group">
      <legend>{legend}</legend>
      {hint && <p className="form-field__hint">{hint}</p>}
      {error && <p className="form-field__error">{error}</p>}
      {children}
      <AddButton label={addLabel} onClick={onAdd} />
    </fieldset>
  );
}

export function HomeCardsEditor({ draft, errors, change }: Props) {
  return (
    <ListGroup
      legend="Home cards"
      error={errors.homeCards}
      addLabel="Add a card"
      onAdd={() => change((d) => void d.homeCards.push({ title: '', text: '' }))}
    >
      {draft.homeCards.map((card, i) => (
        <div className="site-form__card" key={i}>
          <SiteTextField
            label={`Card ${i + 1} title`}
            value={card.title}
            error={errors[`homeCards.${i}.title`]}
            onChange={(value) => change((d) => void (d.homeCards[i]!.title = value))}
          />
          <SiteTextField
            label={`Card ${i + 1} text`}
            value={card.text}
            multiline
            error={errors[`homeCards.${i}.text`]}
            onChange={(value) => change((d) => void (d.homeCards[i]!.text = value))}
          />
          <RemoveButton
            label={`Remove card ${i + 1}`}
            onClick={() => change((d) => void d.homeCards.splice(i, 1))}
          />
        </div>
      ))}
    </ListGroup>
  );
}

export function FooterColumnsEditor({ draft, errors, change }: Props) {
  return (
    <ListGroup
      legend="Footer columns"
      hint={TARGET_HINT}
      error={errors['footer.columns']}
      addLabel="Add a column"
      onAdd={() => change((d) => void d.footer.columns.push({ title: '', links: [] }))}
    >
      {draft.footer.columns.map((column, i) => (
        <div className="site-form__item" key={i}>
          <SiteTextField
            label={`Column ${i + 1} title`}
            value={column.title}
            error={errors[`footer.columns.${i}.title`]}
            onChange={(value) => change((d) => void (d.footer.columns[i]!.title = value))}
          />
          {column.links.map((link, j) => (
            <div className="site-form__pair" key={j}>
              <SiteTextField
                label={`Column ${i + 1} link ${j + 1} label`}
                value={link.label}
                error={errors[`footer.columns.${i}.links.${j}.label`]}
                onChange={(value) => change((d) => void (d.footer.columns[i]!.links[j]!.label = value))}
              />
              <SiteTextField
                label={`Column ${i + 1} link ${j + 1} target`}
                value={link.href}
                error={errors[`footer.columns.${i}.links.${j}.href`]}
                onChange={(value) => change((d) => void (d.footer.columns[i]!.links[j]!.href = value))}
              />
              <RemoveButton
                label={`Remove link ${j + 1} of column ${i + 1}`}
                onClick={() => change((d) => void d.footer.columns[i]!.links.splice(j, 1))}
              />
            </div>
          ))}
          <AddButton
            label={`Add a link to column ${i + 1}`}
            onClick={() => change((d) => void d.footer.columns[i]!.links.push({ label: '', href: '' }))}
          />
          <RemoveButton
            label={`Remove column ${i + 1}`}
            onClick={() => change((d) => void d.footer.columns.splice(i, 1))}
          />
        </div>
      ))}
    </ListGroup>
  );
}

export function SocialLinksEditor({ draft, errors, change }: Props) {
  return (
    <ListGroup
      legend="Social links"
      hint={TARGET_HINT}
      error={errors['footer.social']}
      addLabel="Add a social link"
      onAdd={() => change((d) => void d.footer.social.push({ network: '', href: '' }))}
    >
      {draft.footer.social.map((social, i) => (
        <div className="site-form__pair" key={i}>
          <SiteTextField
            label={`Network ${i + 1}`}
            value={social.network}
            error={errors[`footer.social.${i}.network`]}
            onChange={(value) => change((d) => void (d.footer.social[i]!.network = value))}
          />
          <SiteTextField
            label={`Network ${i + 1} link`}
            value={social.href}
            error={errors[`footer.social.${i}.href`]}
            onChange={(value) => change((d) => void (d.footer.social[i]!.href = value))}
          />
          <RemoveButton
            label={`Remove network ${i + 1}`}
            onClick={() => change((d) => void d.footer.social.splice(i, 1))}
          />
        </div>
      ))}
    </ListGroup>
  );
}
