import { z } from 'zod';
import { NotFoundError, validatePathParam } from '../src';

describe('validatePathParam', () => {
  const slug = z.string().regex(/^[a-z]+$/);

  it('hands back the parsed parameter', () => {
    expect(validatePathParam(slug, 'physics', 'Journal not found')).toBe('physics');
  });

  it('answers a parameter its schema refuses with a 404 that carries the message', () => {
    const attempt = () => validatePathParam(slug, 'bad\u0000slug', 'Journal not found');
    expect(attempt).toThrow(NotFoundError);
    expect(attempt).toThrow('Journal not found');
  });
});
