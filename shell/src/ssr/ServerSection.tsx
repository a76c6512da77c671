import { createContext, useContext, type ComponentType } from 'react';
import type { RemoteName } from '@reunion/contracts';
import type { ServerSectionPage } from '../server/sectionLoader';

/**
 * The section page the server loaded before rendering (server/sectionLoader.ts), for RemotePage
 * to render at once instead of loading it. Never provided in the browser.
 */
export const ServerSectionContext = createContext<ServerSectionPage | null>(null);

/** The server's loaded page component for this section page, if the server loaded it. */
export function useServerSectionPage(remote: RemoteName, module: string): ComponentType | null {
  const loaded = useContext(ServerSectionContext);
  return loaded && loaded.route.remote === remote && loaded.route.module === module
    ? loaded.component
    : null;
}
