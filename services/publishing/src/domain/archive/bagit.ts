import { utcDayOf } from '@journal/config';

// BagIt 1.0 (RFC 8493) tag files: pure text from what the payload turned out to be.

/** One payload file as the manifest lists it: its path in the bag (`data/...`), size and SHA-256. */
export interface PayloadDigest {
  path: string;
  size: number;
  sha256: string;
}

/** What bag-info.txt says of the bag besides the Oxum and the date. */
export interface BagInfo {
  sourceOrganization: string;
  externalIdentifier: string;
  externalDescription: string;
}

/** The bag declaration (RFC 8493 §2.1.1), the same for every bag. */
export const BAGIT_TXT = 'BagIt-Version: 1.0\nTag-File-Character-Encoding: UTF-8\n';

/** `octetcount.streamcount` of the payload (RFC 8493 §2.2.2). */
export const payloadOxum = (payload: readonly PayloadDigest[]) =>
  `${payload.reduce((sum, file) => sum + file.size, 0)}.${payload.length}`;

/** A path as a manifest line carries it: CR, LF and `%` percent-encoded (RFC 8493 §2.1.3). */
const manifestPath = (path: string) => path.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/** `checksum filepath` lines, one per file, in the order given. */
export const manifestText = (files: readonly Pick<PayloadDigest, 'path' | 'sha256'>[]) =>
  files.map((f) => `${f.sha256}  ${manifestPath(f.path)}\n`).join('');

/** A label's value on one line: a line break inside it would start a new label. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/** bag-info.txt (RFC 8493 §2.2.2): the reserved labels an archive reads, in a fixed order. */
export function bagInfoText(info: BagInfo, payload: readonly PayloadDigest[], baggedAt: Date): string {
  const fields: [string, string][] = [
    ['Source-Organization', info.sourceOrganization],
    ['External-Identifier', info.externalIdentifier],
    ['External-Description', info.externalDescription],
    ['Bagging-Date', utcDayOf(baggedAt)],
    ['Payload-Oxum', payloadOxum(payload)],
  ];
  return fields.map(([label, value]) => `${label}: ${oneLine(value)}\n`).join('');
}
