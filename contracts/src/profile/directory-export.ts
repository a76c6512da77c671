/**
 * The name of GET /api/export/profiles' text file (docs/profiles.md, "The class directory
 * export"): the server names the download with it in Content-Disposition; a client may use it
 * when no name comes back.
 */
export const DIRECTORY_EXPORT_FILE_NAME = 'class-of-2005-directory.txt';
