import express from 'express';
import request from 'supertest';
import {
  CANNOT_STORE_MESSAGE,
  errorMiddleware,
  refuseUnstorableText,
  TOO_DEEP_MESSAGE,
  unstorableFormField,
  unstorableTextIn,
} from '../src';

describe('the central check for text XML cannot carry', () => {
  it.each([
    ['NUL', '\u0000', 'U+0000'],
    ['vertical tab', '\u000b', 'U+000B'],
    ['U+FFFE', '\ufffe', 'U+FFFE'],
    ['U+FFFF', '\uffff', 'U+FFFF'],
    ['a lone high surrogate', '\ud800', 'U+D800'],
    ['a lone low surrogate', '\udc00', 'U+DC00'],
  ])('names the path of %s, however deep', (_label, character, code) => {
    expect(unstorableTextIn({ members: [{ name: 'ok' }, { name: `x${character}` }] })).toEqual({
      field: 'members.1.name',
      character: code,
    });
    expect(unstorableTextIn({ [`key${character}`]: 'x' })).toEqual({
      field: `key${character}`,
      character: code,
    });
  });

  it('lets tab, LF, CR, emoji, bidi marks and every other script through', () => {
    expect(
      unstorableTextIn({ a: 'one\ttwo\r\nthree', b: ['👩‍🔬', 'قال\u200f', '\u202e'], c: 1, d: null }),
    ).toBe(undefined);
  });

  it('leaves a C0 control in a field with its own control rule to that rule, but not a noncharacter', () => {
    expect(unstorableTextIn({ givenNames: 'Ada\u0000' })).toBeUndefined();
    expect(unstorableTextIn({ givenNames: 'Ada\u0000\uffff' })).toEqual({
      field: 'givenNames',
      character: 'U+FFFF',
    });
    expect(unstorableTextIn({ subject: 'Ada\u0000' })).toEqual({ field: 'subject', character: 'U+0000' });
    expect(unstorableFormField('paperTitle', 'A\u0000')).toBeUndefined();
    expect(unstorableFormField('paperTitle', 'A\ufffe')?.fieldErrors).toEqual([
      { field: 'paperTitle', message: CANNOT_STORE_MESSAGE },
    ]);
  });

  it('answers 400 { success, message, field } before the route, and 400 for JSON nested too deeply', async () => {
    let reached = 0;
    const app = express()
      .use(express.json(), refuseUnstorableText())
      .post('/x', (_req, res) => void res.json({ reached: ++reached }))
      .use(errorMiddleware());
    const res = await request(app).post('/x').send({ corrections: 'a\u0000b' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: CANNOT_STORE_MESSAGE, field: 'corrections' });
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = [deep];
    const tooDeep = await request(app).post('/x').send({ deep });
    expect([tooDeep.status, tooDeep.body.message]).toEqual([400, TOO_DEEP_MESSAGE]);
    expect(reached).toBe(0);
    expect((await request(app).post('/x').send({ fine: 'text' })).body).toEqual({ reached: 1 });
  });
});
