/** Rounds of percent-decoding: `%252F` is `/` after two; more than a few is not a link anyone follows. */
const MAX_ROUNDS = 4;

/** Decodes the escapes that decode and keeps the others, so one bad `%` does not hide the rest. */
function decodeOnce(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%[0-9a-f]{2}/gi, (one) => {
        try {
          return decodeURIComponent(one);
        } catch {
          return one;
        }
      });
    }
  });
}

/**
 * `text` as a reader of the log would see its meaning: percent-escapes decoded repeatedly (double-encoded
 * slashes included), backslashes as slashes (browsers treat them so) and compatibility forms folded
 * (full-width letters), so a secret cannot hide behind an encoding the server or a browser undoes.
 */
export function lenientDecode(text: string, plusIsSpace = false): string {
  let current = plusIsSpace ? text.replace(/\+/g, ' ') : text;
  for (let round = 0; round < MAX_ROUNDS && current.includes('%'); round++) {
    const next = decodeOnce(current);
    if (next === current) break;
    current = next;
  }
  return current.replace(/\\/g, '/').normalize('NFKC');
}
