import type { EventEnvelope } from '@journal/events';
import {
  cheapHasher,
  freshIp,
  registerAndLogin,
  startIdentity,
  STRONG_PASSWORD,
  verificationTokenOf,
  waitFor,
  type IdentityHarness,
} from '../support/identity-harness';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentity({ hasher: cheapHasher() });
});
afterAll(async () => {
  await h.close();
});

type Author = Awaited<ReturnType<typeof registerAndLogin>>;
const changeEmail = (author: Author, newEmail: string, currentPassword?: string) =>
  h
    .http()
    .put('/api/registration/update-profile')
    .set('Authorization', `Bearer ${author.token}`)
    .send({
      userEmail: author.email,
      given_names: 'Ada',
      family_name: 'Lovelace',
      new_email: newEmail,
      ...(currentPassword !== undefined ? { current_password: currentPassword } : {}),
    });
const emailOf = async (id: string) =>
  (await h.db.pool.query('SELECT email, email_verified FROM identity.users WHERE id = $1', [id])).rows[0];
const requested = (userId: string, newEmail: string) =>
  waitFor(() =>
    h.published.find(
      (e): e is EventEnvelope =>
        e.type === 'identity.user.email_change_requested.v1' &&
        e.aggregateId === userId &&
        (e.payload as { newEmail: string }).newEmail === newEmail,
    ),
  );
const tokenOf = (event: EventEnvelope) => verificationTokenOf(h, event);
const newAddress = (tag: string) =>
  `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;

describe('email change', () => {
  it('needs the current password (400 with the exact text) and changes nothing without it', async () => {
    const author = await registerAndLogin(h);
    const res = await changeEmail(author, newAddress('nopass'));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      message: 'Current password is required to change email',
    });
    const wrong = await changeEmail(author, newAddress('wrongpass'), 'not my password at all');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    expect(await emailOf(author.user.id)).toEqual({ email: author.email, email_verified: false });
  });

  it('keeps the old address until the link mailed to the new one is opened; the old one gets a notice', async () => {
    const author = await registerAndLogin(h);
    const target = newAddress('moved');
    const res = await changeEmail(author, target, STRONG_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Profile updated successfully. Please check your new email for verification.',
      data: { email_changed: true, user: { email: author.email } },
    });
    expect(await emailOf(author.user.id)).toMatchObject({ email: author.email });
    // Still logs in with the old address, not the new one.
    const login = (email: string) =>
      h
        .http()
        .post('/api/registration/login')
        .set('X-Forwarded-For', freshIp())
        .send({ email, password: STRONG_PASSWORD });
    expect((await login(author.email)).status).toBe(200);
    expect((await login(target)).status).toBe(401);

    const event = await requested(author.user.id, target);
    // The notice goes to the current address, the link to the new one (notification mails both).
    expect(event.payload).toMatchObject({ email: author.email, newEmail: target });
    expect(JSON.stringify(event.payload)).not.toMatch(/token/i);
    const link = await tokenOf(event);
    const verify = await h.http().get('/api/registration/verify-email').query({ token: link });
    expect(verify.headers.location).toBe('/login?verified=1');
    expect(await emailOf(author.user.id)).toEqual({ email: target, email_verified: true });
    expect((await login(target)).status).toBe(200);
    // Submissions and mails follow the id: the profile update carries the new address and the old one.
    const updated = await waitFor(() =>
      h.published.find(
        (e) =>
          e.type === 'identity.user.profile_updated.v1' &&
          e.aggregateId === author.user.id &&
          (e.payload as { emailChanged: boolean }).emailChanged,
      ),
    );
    expect(updated.payload).toEqual({
      userId: author.user.id,
      email: target,
      givenNames: 'Ada',
      familyName: 'Lovelace',
      emailChanged: true,
      previousEmail: author.email,
      institution: null,
      orcid: null,
      // Issue 43 item 6: a typed iD (or none) is not authenticated.
      orcidAuthenticated: false,
    });
    // A link used once does nothing the second time.
    expect(
      (await h.http().get('/api/registration/verify-email').query({ token: link })).headers.location,
    ).toBe('/login?verified=0');
  });

  it('an address already registered -> 409, and an address taken before the link is opened is not claimed', async () => {
    const a = await registerAndLogin(h);
    const b = await registerAndLogin(h);
    const taken = await changeEmail(a, b.email.toUpperCase(), STRONG_PASSWORD);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('An account with this email already exists.');

    const target = newAddress('race');
    expect((await changeEmail(a, target, STRONG_PASSWORD)).status).toBe(200);
    const event = await requested(a.user.id, target);
    // Someone registers the address first: the link no longer moves the account there.
    await registerAndLogin(h, { email: target });
    const verify = await h
      .http()
      .get('/api/registration/verify-email')
      .query({ token: await tokenOf(event) });
    expect(verify.headers.location).toBe('/login?verified=0');
    expect((await emailOf(a.user.id)).email).toBe(a.email);
  });

  it('only the latest requested address can be confirmed', async () => {
    const author = await registerAndLogin(h);
    const first = newAddress('first');
    const second = newAddress('second');
    await changeEmail(author, first, STRONG_PASSWORD);
    await changeEmail(author, second, STRONG_PASSWORD);
    // The first request is superseded: identity gives no token for it any more (no mail is sent).
    await expect(tokenOf(await requested(author.user.id, first))).rejects.toThrow(/404/);
    const secondLink = await tokenOf(await requested(author.user.id, second));
    expect(
      (await h.http().get('/api/registration/verify-email').query({ token: secondLink })).headers.location,
    ).toBe('/login?verified=1');
    expect((await emailOf(author.user.id)).email).toBe(second);
  });

  it('sends at most 3 verification mails per account per hour, even in parallel (429 after)', async () => {
    const author = await registerAndLogin(h);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => changeEmail(author, newAddress(`burst${i}`), STRONG_PASSWORD)),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(7);
    expect(refused[0]!.body.message).toBe(
      'Too many verification emails were sent. Please try again in an hour.',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = h.published.filter(
      (e) => e.type === 'identity.user.email_change_requested.v1' && e.aggregateId === author.user.id,
    );
    expect(mails).toHaveLength(3);
  });
});
