/**
 * Hands the CSV to the browser as a download (Blob → object URL → a temporary <a download>).
 * The byte-order mark makes Excel read the file as UTF-8, so 'Hôtel' keeps its accent.
 */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
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
