import { makeDocx } from '@journal/testing';

/**
 * A .docx whose `word/media/zeros.bin` inflates to `inflatedBytes` of zeros while both its local header
 * and the central directory declare 1,000 bytes: judged by what it declares, it is small and compressed
 * far below 100:1, so only counting what really inflates can refuse it.
 */
export function underDeclaredDocx(inflatedBytes: number): Buffer {
  const zeros = Buffer.alloc(inflatedBytes);
  return makeDocx('An ordinary paper.', 0, [
    { name: 'word/media/zeros.bin', data: zeros, deflate: true, declaredSize: 1000 },
  ]);
}
