import { ValidationError } from '@journal/errors';
import { renderMail } from '../../src/domain/mail/render-mail';
import {
  CUSTOMIZABLE_KINDS,
  customizableKind,
  type AnyCustomizableKind,
} from '../../src/domain/mail/journal-templates/customizable-kinds';
import { renderJournalTemplate } from '../../src/domain/mail/journal-templates/render-journal-template';
import { parseTemplateInput } from '../../src/domain/mail/journal-templates/template.input';
import { fillPlaceholders, placeholdersIn } from '../../src/domain/mail/journal-templates/placeholders';

const ctx = { publisherName: 'Lumen & Co <Press>', publicUrl: 'https://journals.example.org/' };
const kinds = CUSTOMIZABLE_KINDS as readonly AnyCustomizableKind[];

describe("a journal's mail templates", () => {
  it.each(kinds.map((k) => [k.kind, k] as const))(
    "the default %s template renders exactly today's subject and text",
    (_kind, definition) => {
      const today = renderMail(definition.sample, ctx);
      const fromDefault = renderJournalTemplate(definition, definition, definition.sample, ctx);
      expect(fromDefault.subject).toBe(today.subject);
      expect(fromDefault.text).toBe(today.text);
    },
  );

  it('every default uses only its own placeholders, and each placeholder has a value', () => {
    for (const definition of kinds) {
      const used = placeholdersIn(`${definition.subject}\n${definition.body}`);
      expect(used.filter((n) => !definition.placeholders.includes(n))).toEqual([]);
      expect(Object.keys(definition.values(definition.sample, ctx)).sort()).toEqual(
        [...definition.placeholders].sort(),
      );
    }
  });

  it('fills placeholders written with spaces, and leaves text that is no placeholder alone', () => {
    expect(fillPlaceholders('Hi {{ name }}, {{name}}! {not} {{', { name: 'Ada' })).toBe(
      'Hi Ada, Ada! {not} {{',
    );
  });

  it('rejects an unknown placeholder by name, listing the ones the kind offers', () => {
    const definition = customizableKind('status-change')!;
    expect(() =>
      parseTemplateInput(definition, { subject: 'Now {{newStatus}}', body: 'Dear {{reviewerName}} {{doi}}' }),
    ).toThrow(
      new ValidationError(
        'Unknown placeholders {{reviewerName}}, {{doi}}; this mail offers {{name}}, {{paperTitle}}, {{journalName}}, {{publisherName}}, {{newStatus}}, {{newStatusCapitals}}, {{oldStatus}}, {{profileUrl}}',
      ),
    );
    expect(() => parseTemplateInput(definition, { subject: ' ', body: 'x' })).toThrow(
      'Please enter the subject',
    );
    expect(() => parseTemplateInput(definition, { subject: 'x' })).toThrow('Please enter the body');
  });

  it("a journal's wording: values escaped in HTML, literal in the text, the subject on one line", () => {
    const definition = customizableKind('submission-confirmation')!;
    const job = { ...definition.sample, paperTitle: '<b>Bold</b>\nclaims' } as typeof definition.sample;
    const mail = renderJournalTemplate(
      { subject: 'Thanks for "{{paperTitle}}"', body: 'Dear {{name}},\nthanks.\n\n\nSee {{profileUrl}}' },
      definition,
      job,
      ctx,
    );
    expect(mail.subject).toBe('Thanks for "<b>Bold</b> claims"');
    expect(mail.text).toBe('Dear Ada Lovelace,\nthanks.\n\n\nSee https://journals.example.org/profile');
    expect(mail.html).toContain('<p style="margin:0 0 16px">Dear Ada Lovelace,<br>thanks.</p>');
    expect(mail.html).toContain('See https://journals.example.org/profile</p>');
    expect(mail.html).not.toContain('<b>Bold</b>');
    expect(mail.html).toContain('Lumen &amp; Co &lt;Press&gt;');
  });
});
