// jsdom has no object URLs; the photo previews and the export download need them.
let counter = 0;
export function stubObjectUrls(): { revoked: string[] } {
  const revoked: string[] = [];
  URL.createObjectURL = jest.fn(() => {
    counter += 1;
    return `blob:http://localhost/${counter}`;
  });
  URL.revokeObjectURL = jest.fn((url: string) => {
    revoked.push(url);
  });
  return { revoked };
}

/** A file of a given size without allocating it (only `size` is read for the limit). */
export function aFile(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
