/**
 * Catches what the page hands to the browser as a download (jsdom has no object URLs and
 * does not navigate): the Blob, and the file name of the <a download> that was clicked.
 * Tests only.
 */
export interface DownloadSpy {
  readonly blobs: Blob[];
  readonly fileNames: string[];
  /** Makes the next downloads fail the way a refusing browser would. */
  failNext: () => void;
  restore: () => void;
}

export function spyOnDownloads(): DownloadSpy {
  const blobs: Blob[] = [];
  const fileNames: string[] = [];
  let failing = false;
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    if (failing) throw new Error('Blob URLs are disabled');
    if (blob instanceof Blob) blobs.push(blob);
    return `blob:http://localhost/${blobs.length}`;
  };
  URL.revokeObjectURL = () => {};
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.download) fileNames.push(this.download);
  });
  return {
    blobs,
    fileNames,
    failNext: () => {
      failing = true;
    },
    restore: () => {
      URL.createObjectURL = originalCreate;
      URL.revokeObjectURL = originalRevoke;
      click.mockRestore();
    },
  };
}

/** A Blob's text through FileReader, which jsdom implements (a leading BOM is dropped). */
export function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
