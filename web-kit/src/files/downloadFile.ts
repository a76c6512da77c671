/**
 * Saves a blob as a file: object URL → a temporary <a download> (the only way a page can name
 * the file). Throws if the browser refuses, so callers can say so.
 */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = fileName;
    anchor.rel = 'noopener';
    anchor.style.display = 'none';
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    // Revoked on the next tick: some browsers start reading the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
