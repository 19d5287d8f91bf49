/** Saving a file the API answered (a Blob) under its name: the browser's own download, no new tab. */

/** The file name of a `Content-Disposition: attachment; filename="…"` header, if any. */
export function filenameFrom(disposition: string | null): string | null {
  const match = disposition ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? null;
}

export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
