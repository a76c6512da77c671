/**
 * GET /api/export/profiles (docs/profiles.md, "The class directory export"): the class directory as
 * a text file. The server names the download with this in Content-Disposition; a client may use it
 * when no name comes back.
 */
export const DIRECTORY_EXPORT_PATH = '/api/export/profiles';
export const DIRECTORY_EXPORT_FILE_NAME = 'class-of-2005-directory.txt';
