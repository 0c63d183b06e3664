import { mailboxKey } from '@journal/metadata';
import { isAuthorOf } from '../../src/domain/mailbox';
import { roundAccess } from '../../src/domain/review-round';

describe('roundAccess (issue 26): what a review link still allows', () => {
  const inReview = { status: 'under_review', current_version: 1 };

  it('an open round: responses allowed, downloads once accepted', () => {
    expect(roundAccess({ round: 1, state: 'invited' }, inReview, undefined)).toEqual({
      closed: false,
      reason: null,
      downloadable: false,
    });
    expect(roundAccess({ round: 1, state: 'accepted' }, inReview, undefined).downloadable).toBe(true);
    expect(roundAccess({ round: 1, state: 'report_submitted' }, inReview, undefined).downloadable).toBe(true);
  });

  it('a decided round is closed; after revisions an accepted reviewer keeps their version while in review', () => {
    const revisions = { decision: 'revisions' as const };
    expect(roundAccess({ round: 1, state: 'invited' }, inReview, revisions)).toEqual({
      closed: true,
      reason: 'decided',
      downloadable: false,
    });
    expect(roundAccess({ round: 1, state: 'accepted' }, inReview, revisions)).toEqual({
      closed: true,
      reason: 'decided',
      downloadable: true,
    });
    const revised = { status: 'under_review', current_version: 2 };
    expect(roundAccess({ round: 1, state: 'report_submitted' }, revised, revisions).downloadable).toBe(true);
    expect(roundAccess({ round: 1, state: 'accepted' }, revised, undefined).closed).toBe(true); // a later version is under review
    for (const decision of ['accept', 'reject'] as const)
      expect(roundAccess({ round: 1, state: 'accepted' }, inReview, { decision }).downloadable).toBe(false);
  });

  it.each(['accepted', 'rejected', 'withdrawn', 'published'])(
    'a paper that is %s has left review',
    (status) => {
      expect(roundAccess({ round: 1, state: 'accepted' }, { status, current_version: 1 }, undefined)).toEqual(
        {
          closed: true,
          reason: 'left_review',
          downloadable: false,
        },
      );
    },
  );
});

describe('mailboxKey: one person, one mailbox', () => {
  it.each([
    ['self+rev@x.org', 'self@x.org'],
    ['SELF+Rev+more@X.Org', 'self@x.org'],
    [' Self@x.org ', 'self@x.org'],
    ['+tag@x.org', '+tag@x.org'], // no local part before the plus: not a tag
    ['a+b@c+d.org', 'a@c+d.org'],
  ])('%s -> %s', (email, key) => expect(mailboxKey(email)).toBe(key));

  it('finds the author or a co-author behind a plus-addressed reviewer', () => {
    const paper = { author_email: 'self@x.org', co_authors: [{ email: 'Grace@Example.org' }] };
    expect(isAuthorOf('self+rev@x.org', paper)).toBe(true);
    expect(isAuthorOf('grace+r@example.org', paper)).toBe(true);
    expect(isAuthorOf('selfie@x.org', paper)).toBe(false);
    expect(isAuthorOf('self@y.org', paper)).toBe(false);
  });
});
