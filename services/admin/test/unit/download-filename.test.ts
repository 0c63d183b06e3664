import { contentDisposition, downloadFileName } from '../../src/domain/download-filename';

describe('download file name', () => {
  it.each([
    ['Deep Learning for Bridges', 'docx', 'Deep Learning for Bridges.docx', 'Deep Learning for Bridges.docx'],
    ['Étude: les "ponts"', 'doc', 'Etude_ les _ponts.doc', 'Étude_ les _ponts.doc'],
    ['../../etc/passwd', 'txt', 'etc_passwd.txt', 'etc_passwd.txt'],
    ['***', 'txt', 'paper.txt', 'paper.txt'],
    ['', 'DOCX', 'paper.docx', 'paper.docx'],
    ['Title', 'exe;rm', 'Title', 'Title'],
    ['深度学习 研究', 'docx', 'paper.docx', '深度学习 研究.docx'],
  ])('%j + %s -> %s', (title, ext, ascii, unicode) => {
    expect(downloadFileName(title, ext)).toEqual({ ascii, unicode });
  });

  it('caps the length and never leaves header-breaking characters', () => {
    const name = downloadFileName(`${'x'.repeat(500)}\r\n"; evil=1`, 'txt');
    expect(name.ascii.length).toBeLessThanOrEqual(124);
    expect(name.ascii).toMatch(/^[A-Za-z0-9 ._()-]+$/);
  });

  it('builds an RFC 6266 / 5987 header', () => {
    expect(contentDisposition("L'été (2025)", 'docx')).toBe(
      `attachment; filename="L_ete (2025).docx"; filename*=UTF-8''L_%C3%A9t%C3%A9%20%282025%29.docx`,
    );
  });
});
