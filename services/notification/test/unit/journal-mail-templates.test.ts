import { ValidationError } from '@journal/errors';
import { renderMail } from '../../src/domain/mail/render-mail';
import {
  templateByKey,
  templateDefinitions,
  templateForMail,
} from '../../src/domain/mail/journal-templates/template-registry';
import { renderJournalTemplate } from '../../src/domain/mail/journal-templates/render-journal-template';
import { parseTemplateInput } from '../../src/domain/mail/journal-templates/template.input';
import { fillPlaceholders, placeholdersIn } from '../../src/domain/mail/journal-templates/placeholders';
import type { RenderableMail } from '../../src/repositories/mail-job';
import { ISSUE_MAIL_KEYS as ISSUE_KEYS } from '../support/issue-mail-keys';

const ctx = { publisherName: 'Lumen & Co <Press>', publicUrl: 'https://journals.example.org/' };
const all = [...templateDefinitions('journal'), ...templateDefinitions('site')];
const builtIn = all; // every template now words a mail kind of its own

describe("a journal's mail templates", () => {
  it("has a template for every key of issue 42, and the site's for password-reset", () => {
    const journalKeys = templateDefinitions('journal').map((d) => d.key);
    expect(journalKeys).toEqual(expect.arrayContaining(ISSUE_KEYS));
    expect(templateDefinitions('site').map((d) => d.key)).toContain('password-reset');
    expect(journalKeys).not.toContain('password-reset');
    expect(new Set(all.map((d) => d.key)).size).toBe(all.length);
  });

  it.each(builtIn.map((d) => [d.key, d] as const))(
    "the default %s template renders exactly today's subject and text",
    (_key, definition) => {
      const today = renderMail(definition.sample, ctx);
      const fromDefault = renderJournalTemplate(definition, definition, definition.sample, ctx);
      expect(fromDefault.subject).toBe(today.subject);
      expect(fromDefault.text).toBe(today.text);
      // Each sample is worded by its own template, not by another of the same kind.
      expect(templateForMail(definition.sample)?.key).toBe(definition.key);
    },
  );

  it("the decision's default drops the lines it has nothing for, as today's letter does", () => {
    const decision = templateByKey('journal', 'decision')!;
    const sample = decision.sample as Extract<RenderableMail, { kind: 'decision-letter' }>;
    const job = { ...sample, decision: 'accept' as const, comments: [], message: 'Congratulations.' };
    const today = renderMail(job, ctx);
    expect(renderJournalTemplate(decision, decision, job, ctx).text).toBe(today.text);
    expect(today.text).not.toContain('revised version');
  });

  it('every mail the platform sends finds its template', () => {
    for (const d of builtIn) expect(templateForMail(d.sample)).toBe(templateByKey(d.scope, d.key));
  });

  it('every default uses only its own placeholders, and each placeholder has a value', () => {
    for (const definition of all) {
      const used = placeholdersIn(`${definition.subject}\n${definition.body}`);
      expect(used.filter((n) => !definition.placeholders.includes(n))).toEqual([]);
      expect(Object.keys(definition.values(definition.sample, ctx)).sort()).toEqual(
        [...definition.placeholders].sort(),
      );
      for (const name of definition.required) expect(placeholdersIn(definition.body)).toContain(name);
    }
  });

  it('fills placeholders written with spaces, and leaves text that is no placeholder alone', () => {
    expect(fillPlaceholders('Hi {{ name }}, {{name}}! {not} {{', { name: 'Ada' })).toBe(
      'Hi Ada, Ada! {not} {{',
    );
  });

  it('reads nothing but its own values: no inherited property, no placeholder inside a value', () => {
    expect(fillPlaceholders('{{constructor}} {{toString}} {{name}}', { name: '{{secret}}' })).toBe(
      '{{constructor}} {{toString}} {{secret}}',
    );
  });

  it('rejects an unknown variable by name, with the field it is in', () => {
    const definition = templateByKey('journal', 'status-update')!;
    expect(templateByKey('journal', 'status-change')).toBe(definition);
    const inBody = () =>
      parseTemplateInput(definition, { subject: 'Now {{newStatus}}', body: 'Dear {{reviewerName}} {{doi}}' });
    expect(inBody).toThrow(new ValidationError('Unknown variable {{reviewerName}}'));
    try {
      inBody();
    } catch (err) {
      expect((err as ValidationError).fieldErrors).toEqual([
        { field: 'body', message: 'Unknown variable {{reviewerName}}' },
      ]);
    }
    try {
      parseTemplateInput(definition, { subject: '{{doi}}', body: 'x' });
      throw new Error('accepted');
    } catch (err) {
      expect((err as ValidationError).fieldErrors[0]).toEqual({
        field: 'subject',
        message: 'Unknown variable {{doi}}',
      });
    }
    expect(() => parseTemplateInput(definition, { subject: ' ', body: 'x' })).toThrow(
      'Please enter the subject',
    );
    expect(() => parseTemplateInput(definition, { subject: 'x' })).toThrow('Please enter the body');
  });

  it("refuses a wording without the mail's only link", () => {
    const invitation = templateByKey('journal', 'reviewer-invitation')!;
    expect(() => parseTemplateInput(invitation, { subject: 'Review?', body: 'Dear {{name}}' })).toThrow(
      "The body must contain {{reviewUrl}}: it is the mail's link",
    );
  });

  it("a journal's wording: values escaped in HTML, literal in the text, the subject on one line", () => {
    const definition = templateByKey('journal', 'submission-confirmation')!;
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

  it("greets each recipient of a decision by their own name, dropping the editor's greeting", () => {
    const decision = templateByKey('journal', 'decision')!;
    const sample = decision.sample as Extract<RenderableMail, { kind: 'decision-letter' }>;
    const own = { subject: 'Decision', body: 'Dear {{name}},\n\n{{editorMessage}}' };
    const coAuthor = {
      ...sample,
      givenNames: 'Jonas',
      familyName: 'Weber',
      message: 'Dear Dr Hartmann, well done.',
    };
    expect(renderJournalTemplate(own, decision, coAuthor, ctx).text).toBe('Dear Jonas Weber,\n\nWell done.');
  });
});
