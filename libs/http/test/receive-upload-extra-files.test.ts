import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError, ValidationError } from '@journal/errors';
import { readWhole, receiveUpload } from '../src';

// receiveUpload's optional extra files (a paper's supplementary files), through a real HTTP server: the
// extras kept in order, the count and size refusals, and that every accepted file is discarded on refusal.
let server: Server;
let base: string;
let discarded: string[];
/** What accept finished with: each must be discarded when the form is refused (an unfinished one failed). */
let kept: string[];

beforeAll(async () => {
  server = createServer((req, res) => {
    receiveUpload<string, string>(req, {
      fileField: 'paper',
      maxFileBytes: 10,
      tooLargeMessage: 'Paper at most 10 bytes',
      oneFileMessage: 'One paper only',
      unexpectedFileMessage: (name) => `Unexpected ${name}`,
      accept: async ({ stream }) => {
        const file = `paper:${(await readWhole(stream)).toString()}`;
        kept.push(file);
        return file;
      },
      discard: async (file) => void discarded.push(file),
      extraFiles: {
        field: 'extra',
        max: 2,
        tooManyMessage: 'At most 2 extras',
        tooLargeMessage: (name) => `Extra ${name} too large`,
        accept: async ({ filename, stream }) => {
          const bytes = (await readWhole(stream)).toString();
          if (bytes.includes('bad')) throw new ValidationError(`Extra ${filename} refused`);
          kept.push(`${filename}:${bytes}`);
          return `${filename}:${bytes}`;
        },
        discard: async (file) => void discarded.push(file),
      },
    }).then(
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
  kept = [];
});

async function post(parts: [string, string, string?][]) {
  const data = new FormData();
  for (const [name, value, filename] of parts)
    if (filename) data.append(name, new Blob([value]), filename);
    else data.append(name, value);
  const res = await fetch(base, { method: 'POST', body: data });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('receiveUpload with extra files', () => {
  it('keeps the file and the extras in the order sent; none sent is an empty list', async () => {
    expect(
      await post([
        ['title', 'T'],
        ['extra', 'one', 'a.csv'],
        ['paper', 'text', 'p.txt'],
        ['extra', 'two', 'b.csv'],
      ]),
    ).toEqual({
      status: 200,
      body: { fields: { title: 'T' }, file: 'paper:text', extras: ['a.csv:one', 'b.csv:two'] },
    });
    expect(await post([['paper', 'text', 'p.txt']])).toEqual({
      status: 200,
      body: { fields: {}, file: 'paper:text', extras: [] },
    });
    expect(discarded).toEqual([]);
    expect(kept).toHaveLength(4);
  });

  it('refuses one extra too many and discards the paper and the extras already kept', async () => {
    const res = await post([
      ['paper', 'text', 'p.txt'],
      ['extra', 'one', 'a.csv'],
      ['extra', 'two', 'b.csv'],
      ['extra', 'three', 'c.csv'],
    ]);
    expect(res).toEqual({ status: 400, body: { message: 'At most 2 extras' } });
    // A file still arriving when the refusal came fails its accept (storage keeps nothing of it).
    expect(discarded.sort()).toEqual(kept.sort());
  });

  it('refuses an extra over the size limit with its own 400, naming it', async () => {
    const res = await post([
      ['paper', 'text', 'p.txt'],
      ['extra', '0123456789X', 'big.csv'],
    ]);
    expect(res).toEqual({ status: 400, body: { message: 'Extra big.csv too large' } });
    expect(discarded).toEqual(['paper:text']);
  });

  it("an extra's refusal refuses the form; a second paper is still refused", async () => {
    const refused = await post([
      ['extra', 'one', 'a.csv'],
      ['paper', 'text', 'p.txt'],
      ['extra', 'bad', 'b.csv'],
    ]);
    expect(refused).toEqual({ status: 400, body: { message: 'Extra b.csv refused' } });
    expect(discarded.sort()).toEqual(kept.sort());
    const twice = await post([
      ['paper', 'one', 'p.txt'],
      ['paper', 'two', 'q.txt'],
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('One paper only');
  });
});
