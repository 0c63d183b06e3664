import { apiRequest } from './client';
import { isRegistrationChallengeOn } from './registration-challenge.api';

jest.mock('./client', () => ({ apiRequest: jest.fn() }));
const request = jest.mocked(apiRequest);

describe('isRegistrationChallengeOn', () => {
  it('is on only when the server answers a challenge', async () => {
    request.mockResolvedValueOnce({ parameters: { algorithm: 'PBKDF2/SHA-256' }, signature: 'abc' });
    expect(await isRegistrationChallengeOn()).toBe(true);
    expect(request).toHaveBeenLastCalledWith('/registration/challenge');
    request.mockResolvedValueOnce({ success: true, enabled: false });
    expect(await isRegistrationChallengeOn()).toBe(false);
    request.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await isRegistrationChallengeOn()).toBe(false);
  });
});
