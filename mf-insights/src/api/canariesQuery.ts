import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '@reunion/web-kit';

/** GET /api/admin/remotes/canaries (administrators): running canaries and how the last ended. */
export const canariesQuery = queryOptions({ ...apiQuery('canaries'), refetchOnMount: 'always' });

/** GET /api/admin/remotes (administrators): each section's published releases. */
export const adminRemotesQuery = queryOptions(apiQuery('adminRemotes'));
