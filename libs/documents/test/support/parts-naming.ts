import JSZip from 'jszip';

/**
 * Every part of a package that holds one of `secrets`, as "part: secret": each part read as UTF-8,
 * UTF-16 and Latin-1 (names hide in binary parts too), without case. Unzip and search every part.
 */
export async function partsNaming(bytes: Buffer, secrets: readonly string[]): Promise<string[]> {
  const zip = await JSZip.loadAsync(bytes);
  const found: string[] = [];
  for (const file of Object.values(zip.files)) {
    if (file.dir) continue;
    const raw = await file.async('nodebuffer');
    const text = [raw.toString('utf8'), raw.toString('utf16le'), raw.toString('latin1')]
      .join('\n')
      .toLowerCase();
    for (const secret of secrets)
      if (text.includes(secret.toLowerCase())) found.push(`${file.name}: ${secret}`);
  }
  return found;
}
