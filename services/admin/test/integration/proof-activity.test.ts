import { createEvent, type EventEnvelope } from '@journal/events';
import { describeWith } from '@journal/testing';
import {
  adminGet,
  createdEvent,
  eventually,
  startPlatform,
  statusChanged,
  type Platform,
} from '../support/platform-harness';

const seed = (title: string) =>
  createdEvent({
    email: 'rosalind@example.org',
    givenNames: 'Rosalind',
    familyName: 'Franklin',
    paperTitle: title,
    journalId: 'applied-science',
    journalName: 'Applied Science',
    submittedAt: '2026-05-01T09:00:00.000Z',
  });

function proofSent(created: EventEnvelope, generation: number, sentAt: string) {
  const id = created.aggregateId;
  return createEvent('publishing.proof_sent.v1', `proof:${id}`, generation * 2 - 1, {
    submissionId: id,
    generation,
    title: 'Timber frames',
    journalId: 'applied-science',
    journalName: 'Applied Science',
    previewUrl: `https://journal.example.org/submissions/${id}/proof`,
    sentAt,
    recipients: [{ givenNames: 'Rosalind', familyName: 'Franklin', email: 'rosalind@example.org' }],
  });
}

function proofAnswered(
  created: EventEnvelope,
  generation: number,
  decision: 'approve' | 'corrections',
  answeredAt: string,
) {
  const id = created.aggregateId;
  return createEvent('publishing.proof_answered.v1', `proof:${id}`, generation * 2, {
    submissionId: id,
    generation,
    title: 'Timber frames',
    journalId: 'applied-science',
    journalName: 'Applied Science',
    decision,
    ...(decision === 'corrections' ? { corrections: 'Table 1: 0.04, not 0.03.' } : {}),
    answeredBy: 'rosalind@example.org',
    answeredAt,
    editorEmails: ['editor@journal.local'],
  });
}

const published = (created: EventEnvelope) =>
  statusChanged(created, 2, 'accepted', 'published', '2026-05-10T09:00:00.000Z');

/** Issue 31: the proofs in a paper's activity log, and whether its publication had an approved proof. */
describeWith('postgres', 'proofs in the activity log', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startPlatform();
  });
  afterAll(() => p.close());

  /** The paper's log once it holds `count` entries of its own events (no notification service: no mails). */
  const logOf = (id: string, count: number) =>
    eventually(async () => {
      const res = await adminGet(p, `/api/admin/submissions/${id}/activity`);
      expect(res.status).toBe(200);
      expect(res.body.data.entries).toHaveLength(count);
      return res.body.data.entries as { action: string; actor: object; details: Record<string, unknown> }[];
    });

  it('logs each proof sent and answered, once, and a publication after the approval as proofApproved', async () => {
    const paper = seed('Approved before publication');
    const first = proofSent(paper, 1, '2026-05-02T09:00:00.000Z');
    // The publication arrives before the proof events (another stream, another group): no matter.
    await p.bus.publish([paper, published(paper)]);
    await p.bus.publish([
      first,
      proofAnswered(paper, 1, 'corrections', '2026-05-03T09:00:00.000Z'),
      first,
      proofSent(paper, 2, '2026-05-04T09:00:00.000Z'),
      proofAnswered(paper, 2, 'approve', '2026-05-05T09:00:00.000Z'),
    ]);
    const entries = await logOf(paper.aggregateId, 6);
    expect(entries.map((e) => e.action)).toEqual([
      'submitted',
      'proof_sent',
      'proof_answered',
      'proof_sent',
      'proof_answered',
      'published',
    ]);
    expect(entries[1]).toMatchObject({
      actor: { name: 'Production', email: null, role: 'system' },
      details: { generation: 1, recipients: ['rosalind@example.org'] },
    });
    expect(entries[2]).toMatchObject({
      actor: { email: 'rosalind@example.org', role: 'author' },
      details: { generation: 1, decision: 'corrections', corrections: 'Table 1: 0.04, not 0.03.' },
    });
    expect(entries[4]!.details).toEqual({ generation: 2, decision: 'approve' });
    expect(entries[5]!.details).toMatchObject({ to: 'published', proofApproved: true });
  });

  it('says proofApproved false without a proof, and when a new proof followed the approval unanswered', async () => {
    const noProof = seed('Published without a production file');
    const resent = seed('Approved, then a corrected file');
    await p.bus.publish([noProof, published(noProof), resent, published(resent)]);
    await p.bus.publish([
      proofSent(resent, 1, '2026-05-02T09:00:00.000Z'),
      proofAnswered(resent, 1, 'approve', '2026-05-03T09:00:00.000Z'),
      proofSent(resent, 2, '2026-05-04T09:00:00.000Z'),
    ]);
    expect((await logOf(noProof.aggregateId, 2))[1]).toMatchObject({
      action: 'published',
      details: { proofApproved: false },
    });
    const entries = await logOf(resent.aggregateId, 5);
    expect(entries.map((e) => e.action)).toEqual([
      'submitted',
      'proof_sent',
      'proof_answered',
      'proof_sent',
      'published',
    ]);
    expect(entries[4]!.details).toMatchObject({ proofApproved: false });
  });
});
