import { DIRECTORY_EXPORT_FILE_NAME } from './directory-export.js';

describe('directory export', () => {
  it('is named for the class directory, as a plain file name safe in a header', () => {
    expect(DIRECTORY_EXPORT_FILE_NAME).toMatch(/^class-of-2005[\w-]*directory\.txt$/);
    expect(DIRECTORY_EXPORT_FILE_NAME).not.toMatch(/["\\/\s]/);
  });
});
