import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import type { Mailer } from '../src';

export interface MailerHarness {
  mailer: Mailer;
  /** The raw RFC 822 bytes of every mail delivered so far, oldest first. */
  delivered(): Promise<Buffer[]>;
  stop(): Promise<void>;
}

export const FROM = '"Journal Platform" <no-reply@journal.test>';

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  return [field ?? []].flat().flatMap((group) => group.value.map((entry) => entry.address ?? ''));
}

/** One behaviour contract for every Mailer adapter: what arrives is what was sent. */
export function mailerContract(adapterName: string, start: () => Promise<MailerHarness>): void {
  describe(`Mailer contract: ${adapterName}`, () => {
    let harness: MailerHarness;

    beforeAll(async () => {
      harness = await start();
    });

    afterAll(async () => {
      await harness?.stop();
    });

    async function sendAndParse(
      message: Parameters<Mailer['send']>[0],
    ): Promise<{ messageId: string; parsed: ParsedMail }> {
      const before = (await harness.delivered()).length;
      const { messageId } = await harness.mailer.send(message);
      const after = await harness.delivered();
      expect(after).toHaveLength(before + 1);
      return { messageId, parsed: await simpleParser(after[after.length - 1] as Buffer) };
    }

    it('verifies the transport', async () => {
      await expect(harness.mailer.verify()).resolves.toBeUndefined();
    });

    it('delivers recipient, sender, subject, text, html and extra headers', async () => {
      const { messageId, parsed } = await sendAndParse({
        to: 'ada.lovelace@example.org',
        subject: 'Submission received: On Computable Numbers',
        text: 'Dear Ada,\nwe received your paper.\nhttp://localhost:8080/profile\n',
        html: '<p>Dear Ada,</p><p>we received your paper. <a href="http://localhost:8080/profile">Profile</a></p>',
        headers: { 'X-Journal-Event-Id': '0b7f6a52-2f7a-4d3c-9a51-6c1d1f1b3a10' },
      });

      expect(messageId).toMatch(/^<[^<>\s]+@[^<>\s]+>$/);
      expect(parsed.messageId).toBe(messageId);
      expect(addresses(parsed.to)).toEqual(['ada.lovelace@example.org']);
      expect(addresses(parsed.from)).toEqual(['no-reply@journal.test']);
      expect(parsed.from?.value[0]?.name).toBe('Journal Platform');
      expect(parsed.subject).toBe('Submission received: On Computable Numbers');
      expect(parsed.text).toBe('Dear Ada,\nwe received your paper.\nhttp://localhost:8080/profile\n');
      expect(parsed.html).toBe(
        '<p>Dear Ada,</p><p>we received your paper. <a href="http://localhost:8080/profile">Profile</a></p>',
      );
      expect(parsed.headers.get('x-journal-event-id')).toBe('0b7f6a52-2f7a-4d3c-9a51-6c1d1f1b3a10');
    });

    it('keeps non-ASCII text and very long lines intact', async () => {
      const longLine = 'x'.repeat(5000);
      const { parsed } = await sendAndParse({
        to: 'jose.nunez@example.org',
        subject: 'Statut mis à jour : « Réseaux de neurones » — 論文 ✓',
        text: `Olá José, ação concluída.\n${longLine}\n`,
        html: `<p>Olá José — <b>ação</b> concluída.</p><p>${longLine}</p>`,
      });

      expect(parsed.subject).toBe('Statut mis à jour : « Réseaux de neurones » — 論文 ✓');
      expect(parsed.text).toBe(`Olá José, ação concluída.\n${longLine}\n`);
      expect(parsed.html).toBe(`<p>Olá José — <b>ação</b> concluída.</p><p>${longLine}</p>`);
    });

    it('gives every mail its own message id and only its own recipient', async () => {
      const first = await sendAndParse({
        to: 'first@example.org',
        subject: 'One',
        text: 'one',
        html: '<p>one</p>',
      });
      const second = await sendAndParse({
        to: 'second@example.org',
        subject: 'Two',
        text: 'two',
        html: '<p>two</p>',
      });

      expect(first.messageId).not.toBe(second.messageId);
      expect(addresses(first.parsed.to)).toEqual(['first@example.org']);
      expect(addresses(second.parsed.to)).toEqual(['second@example.org']);
      expect(second.parsed.subject).toBe('Two');
    });

    it("names the sender per mail, keeping MAIL_FROM's address, and sets Reply-To; odd names stay intact", async () => {
      // Quotes, a comma, an accent and an attempt at a second address: all must stay inside the name.
      const name = 'Études "Appliquées", Science <x@evil.example>';
      const { parsed } = await sendAndParse({
        to: 'author@example.org',
        subject: 'Submission received',
        text: 'Thank you.',
        html: '<p>Thank you.</p>',
        fromName: name,
        replyTo: { name: 'Office, "Applied"', address: 'office@journal.test' },
      });
      expect(parsed.from?.value).toEqual([{ name, address: 'no-reply@journal.test' }]);
      expect(parsed.replyTo?.value).toEqual([{ name: 'Office, "Applied"', address: 'office@journal.test' }]);
    });

    it('sends no Reply-To, and MAIL_FROM as configured, when the mail names neither', async () => {
      const { parsed } = await sendAndParse({
        to: 'a@example.org',
        subject: 'S',
        text: 'T',
        html: '<p>T</p>',
      });
      expect(parsed.replyTo).toBeUndefined();
      expect(parsed.from?.value).toEqual([{ name: 'Journal Platform', address: 'no-reply@journal.test' }]);
    });
  });
}
