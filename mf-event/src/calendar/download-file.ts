/**
 * Hands a generated text file to the browser as a download: Blob → object URL → a
 * temporary <a download>. Throws if the browser refuses, so callers can say so.
 */
export function downloadTextFile(fileName: string, text: string, contentType: string): void {
  const blob = new Blob([text], { type: contentType });
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
