/** Hands a downloaded blob to the browser under the given name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The paper title (fallback 'paper') plus the stored file's extension when the server named it. */
export function downloadName(paperTitle: string | null | undefined, serverName: string | null): string {
  const base = (paperTitle ?? '').trim().replace(/[\\/:*?"<>|]+/g, '_') || 'paper';
  const extension = serverName ? /\.[A-Za-z0-9]{1,8}$/.exec(serverName)?.[0] : undefined;
  if (!extension || base.toLowerCase().endsWith(extension.toLowerCase())) return base;
  return `${base}${extension}`;
}
