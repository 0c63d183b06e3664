import { assertLoopback, isLoopbackAddress } from '../runner/loopback';

describe('loopback guard', () => {
  test.each(['127.0.0.1', '127.1.2.3', '::1'])('%s is loopback', (a) =>
    expect(isLoopbackAddress(a)).toBe(true),
  );
  test.each(['10.0.0.1', '192.168.1.10', '172.16.0.1', '8.8.8.8', '::ffff:10.0.0.1', 'localhost'])(
    '%s is not',
    (a) => expect(isLoopbackAddress(a)).toBe(false),
  );

  test.each(['http://127.0.0.1:8080', 'http://localhost:8080/', 'http://[::1]:8080'])(
    'accepts %s',
    async (url) => {
      await expect(assertLoopback(url)).resolves.toBeInstanceOf(URL);
    },
  );

  test.each(['http://10.1.2.3:8080', 'http://192.168.0.5', 'ftp://127.0.0.1'])('refuses %s', async (url) => {
    await expect(assertLoopback(url)).rejects.toThrow();
  });
});
