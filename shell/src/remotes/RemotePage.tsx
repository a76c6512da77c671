import { lazy, type ReactNode, useEffect, useMemo, useState } from 'react';
import type { RemoteName, SectionLoadOutcome } from '@reunion/contracts';
import { ErrorBoundary, TakeOverSuspense, usePageTitle } from '@reunion/web-kit';
import { useServerSectionPage } from '../ssr/ServerSection';
import { RemoteErrorCard } from './RemoteErrorCard';
import { loadRemotePage, REMOTE_LOAD_TIMEOUT_MS } from './remoteLoader';
import { reportSectionLoad } from './reportSectionLoad';
import type { ExposedModule } from './remoteRoutes';
import { RemoteSkeleton } from './RemoteSkeleton';

export interface RemotePageProps<R extends RemoteName> {
  remote: R;
  module: ExposedModule<R>;
  /** The page's title: the browser tab, the skeleton and the error card. */
  title: string;
  /** Load timeout; tests shorten it. */
  timeoutMs?: number;
}

/**
 * Reports the section's load once this mounts (reportSectionLoad): around the page, after it
 * rendered without throwing (effects run once the whole subtree committed); around the error
 * card, when the load or the page failed.
 */
function Reported({
  remote,
  outcome,
  children,
}: {
  remote: RemoteName;
  outcome: SectionLoadOutcome;
  children: ReactNode;
}) {
  useEffect(() => {
    void reportSectionLoad(remote, outcome);
  }, [remote, outcome]);
  return children;
}

/**
 * Renders a page a section exposes, loaded at runtime through the registry (GET
 * /api/remotes): a skeleton while it loads, an error card with "Try again" if it cannot be
 * loaded, times out or throws while rendering. "Try again" starts a fresh load.
 */
export function RemotePage<R extends RemoteName>({
  remote,
  module,
  title,
  timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
}: RemotePageProps<R>) {
  usePageTitle(title);
  const [attempt, setAttempt] = useState(0);
  // On the server the page is loaded before rendering; in the browser it loads here (and a
  // server-rendered page keeps its markup until it has, then hydrates).
  const serverPage = useServerSectionPage(remote, module);
  const Page = useMemo(
    () => serverPage ?? lazy(() => loadRemotePage(remote, module, { attempt, timeoutMs })),
    [serverPage, remote, module, attempt, timeoutMs],
  );
  return (
    <ErrorBoundary
      key={`${remote}/${module}#${attempt}`}
      fallback={(error) => (
        <Reported remote={remote} outcome="failed">
          <RemoteErrorCard title={title} error={error} onRetry={() => setAttempt((n) => n + 1)} />
        </Reported>
      )}
    >
      <TakeOverSuspense fallback={<RemoteSkeleton title={title} />}>
        <Reported remote={remote} outcome="ok">
          <Page />
        </Reported>
      </TakeOverSuspense>
    </ErrorBoundary>
  );
}
