import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The author a named .docx names, and the co-author its comment mentions (python/make_named_docx.py). */
export interface NamedDocxSpec {
  givenNames: string;
  familyName: string;
  email: string;
  affiliation: string;
  coAuthorGivenNames: string;
  /** Also name the author in the body (the editor must confirm before inviting). */
  bodyMentions?: boolean;
}

const SCRIPT = path.join(__dirname, '..', 'python', 'make_named_docx.py');

/**
 * A real .docx written by python-docx (`/usr/bin/python3`, probe `python-docx`) that names its author
 * in a header (split across runs), a footer, a footnote, a text box, a comment and a tracked deletion.
 */
export async function makeNamedDocx(spec: NamedDocxSpec): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'named-docx-'));
  const out = path.join(dir, 'named.docx');
  try {
    await new Promise<void>((resolve, reject) => {
      const child = execFile('/usr/bin/python3', [SCRIPT], (err, _out, stderr) =>
        err ? reject(new Error(`make_named_docx.py failed: ${stderr || err.message}`)) : resolve(),
      );
      child.stdin!.end(JSON.stringify({ ...spec, out }));
    });
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
