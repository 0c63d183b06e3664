import { renderMail } from '../../src/domain/mail/render-mail';
import { escapeHtml, oneLine } from '../../src/domain/mail/templates/escape-html';
import { statusLabel, statusShout } from '../../src/domain/mail/templates/status-label';
import { verificationLink } from '../../src/domain/mail/templates/verify-email.template';

const ctx = { publisherName: 'Lumen & Co <Press>', publicUrl: 'https://journals.example.org/' };
const person = {
  eventId: '6f1c1b9e-8a52-4a36-9d4e-1f0c2b3a4d5e',
  to: 'a@example.org',
  givenNames: '<Ada>',
  familyName: 'Lovelace',
};

describe('mail templates', () => {
  it('escapes every event value in HTML but keeps the text body literal', () => {
    const mail = renderMail(
      {
        ...person,
        kind: 'submission-confirmation',
        submissionId: 's-1',
        paperTitle: '<script>alert("x")</script> & more',
        journalName: "O'Brien Journal",
        submittedAt: '2025-01-01T00:00:00Z',
      },
      ctx,
    );
    expect(mail.html).not.toMatch(/<script>|<Ada>|<Press>/);
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(mail.html).toContain('O&#39;Brien Journal');
    expect(mail.html).toContain('Lumen &amp; Co &lt;Press&gt;');
    expect(mail.text).toContain('Dear <Ada> Lovelace,');
    expect(mail.text).toContain(
      `We have received your paper "<script>alert("x")</script> & more" for O'Brien Journal.`,
    );
    expect(mail.text).toContain('https://journals.example.org/profile');
  });

  it('builds the verification link on PUBLIC_URL with the token URL-encoded, in both bodies', () => {
    const token = 'a/b+c=d&e';
    const link = verificationLink(ctx, token);
    expect(link).toBe('https://journals.example.org/api/registration/verify-email?token=a%2Fb%2Bc%3Dd%26e');
    const mail = renderMail(
      { ...person, kind: 'verify-email', reason: 'registration', verificationToken: token },
      ctx,
    );
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.subject).toBe('Verify your email address for Lumen & Co <Press>');
  });

  it('words the email-change mail differently from the registration mail', () => {
    const mail = renderMail(
      { ...person, kind: 'verify-email', reason: 'email-change', verificationToken: 't' },
      ctx,
    );
    expect(mail.subject).toBe('Confirm your new email address for Lumen & Co <Press>');
    expect(mail.text).toContain('You changed the email address');
  });

  it('keeps subjects on one line whatever the title holds', () => {
    const mail = renderMail(
      {
        ...person,
        kind: 'status-change',
        submissionId: 's-1',
        paperTitle: 'Line one\r\nBcc: victim@example.org',
        journalName: 'J',
        oldStatus: 'submitted',
        newStatus: 'under_review',
        changedAt: '2025-01-01T00:00:00Z',
      },
      ctx,
    );
    expect(mail.subject).toBe('Status update: "Line one Bcc: victim@example.org" is now Under Review');
    expect(mail.text).toContain('has been updated to UNDER REVIEW.');
    expect(mail.text).toContain('Previous status: Submitted.');
  });

  it('labels statuses for prose and for the live-notice wording', () => {
    expect(statusLabel('under_review')).toBe('Under Review');
    expect(statusShout('under_review')).toBe('UNDER REVIEW');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(oneLine(' a\n\tb\u0000c ')).toBe('a b c');
  });
});
