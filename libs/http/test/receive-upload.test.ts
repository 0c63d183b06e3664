import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '@journal/errors';
import { readWhole, receiveUpload, type UploadRules } from '../src';

// The one multipart receiver, through a real HTTP server: each request's outcome (the file's bytes and the
// fields, or the refusal's status and message) is answered as JSON, and what `discard` undid is recorded.
let server: Server;
let base: string;
let discarded: string[];
let accepted: string[];
let rules: Partial<UploadRules<string>>;

const upload = (req: IncomingMessage) =>
  receiveUpload<string>(req, {
    fileField: 'file',
    maxFileBytes: 10,
    tooLargeMessage: 'At most 10 bytes',
    oneFileMessage: 'One file only',
    unexpectedFileMessage: (name) => `Unexpected ${name}`,
    accept: async ({ stream }) => {
      const file = (await readWhole(stream)).toString();
      accepted.push(file);
      return file;
    },
    discard: async (file) => void discarded.push(file),
    ...rules,
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    upload(req).then(
      (result) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result)),
      (error: AppError) => res.writeHead(error.status ?? 500).end(JSON.stringify({ message: error.message })),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  discarded = [];
  accepted = [];
  rules = {};
});

async function post(form: FormData | string, contentType?: string) {
  const res = await fetch(base, {
    method: 'POST',
    body: form,
    headers: contentType ? { 'content-type': contentType } : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const form = (entries: [string, string | Blob, string?][]) => {
  const data = new FormData();
  for (const [name, value, filename] of entries)
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value, filename);
  return data;
};

describe('receiveUpload', () => {
  it('hands over the fields and what accept made of the file', async () => {
    const res = await post(
      form([
        ['title', 'A paper'],
        ['file', new Blob(['0123456789']), 'a.txt'],
      ]),
    );
    expect(res).toEqual({ status: 200, body: { fields: { title: 'A paper' }, file: '0123456789' } });
  });

  it('answers 413 with the rule message for one byte over the limit', async () => {
    const res = await post(form([['file', new Blob(['0123456789X']), 'a.txt']]));
    expect(res).toEqual({ status: 413, body: { message: 'At most 10 bytes' } });
  });

  it('refuses another file field, a second file, and no file when one is required', async () => {
    expect(await post(form([['other', new Blob(['x']), 'a.txt']]))).toEqual({
      status: 400,
      body: { message: 'Unexpected other' },
    });
    const two = form([
      ['file', new Blob(['a']), 'a.txt'],
      ['file', new Blob(['b']), 'b.txt'],
    ]);
    expect(await post(two)).toEqual({ status: 400, body: { message: 'One file only' } });
    // The first file is refused as it streams, or accepted and then discarded: nothing of it is kept.
    expect(discarded).toEqual(accepted);
    rules = { noFileMessage: 'Send the file' };
    expect(await post(form([['title', 'x']]))).toEqual({ status: 400, body: { message: 'Send the file' } });
  });

  it('refuses too many fields or parts, a long field and a field the check refuses, before the file', async () => {
    rules = { limits: { fields: 2, parts: 3 } };
    const many = form([
      ['a', '1'],
      ['b', '2'],
      ['c', '3'],
    ]);
    expect(await post(many)).toEqual({ status: 400, body: { message: 'Too many form fields' } });
    rules = { limits: { fieldSize: 4 } };
    expect(await post(form([['title', 'too long']]))).toEqual({
      status: 400,
      body: { message: 'The title field is too long' },
    });
    rules = { checkField: (name) => (name === 'bad' ? new AppError('Refused field', 400, 'X') : undefined) };
    expect(
      await post(
        form([
          ['bad', 'x'],
          ['file', new Blob(['a']), 'a.txt'],
        ]),
      ),
    ).toEqual({
      status: 400,
      body: { message: 'Refused field' },
    });
    expect(discarded).toEqual([]);
  });

  it('refuses what accept refuses, and a body that is not multipart', async () => {
    rules = { accept: () => Promise.reject(new AppError('Not a PDF', 400, 'X')) };
    expect(await post(form([['file', new Blob(['a']), 'a.txt']]))).toEqual({
      status: 400,
      body: { message: 'Not a PDF' },
    });
    expect(await post('{}', 'application/json')).toEqual({
      status: 400,
      body: { message: 'The upload is not a valid multipart form' },
    });
  });
});
