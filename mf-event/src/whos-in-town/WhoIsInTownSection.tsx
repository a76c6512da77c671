import { Alert, Button } from 'antd';
import { ErrorBoundary } from '@reunion/web-kit';
import { lazy, useState } from 'react';
import { PageSection } from '../common/PageSection';
import { whosInTownMessages } from './whosInTownMessages';

const loadWhoIsInTown = () => import('./WhoIsInTown');
/**
 * Below the programme and drawn from the classmates' answers: its code comes when it is seen.
 * Replaced after a failed fetch, as React keeps a lazy component's failure for good: the next
 * try, or the next visit within the app, fetches it again.
 */
let WhoIsInTown = lazy(loadWhoIsInTown);

/**
 * Who's in town, whose code may not come (no signal, the programme kept offline: docs/offline.md):
 * the section then says so, with Try again, and the rest of the page stays. The failure went up
 * to the section's own boundary, which replaced the whole programme with "Event Details is not
 * available right now" as the visitor scrolled down to it.
 */
export function WhoIsInTownSection() {
  // A new key clears the boundary's failure: Try again draws the section once more.
  const [tries, setTries] = useState(0);
  return (
    <ErrorBoundary
      key={tries}
      onError={() => {
        WhoIsInTown = lazy(loadWhoIsInTown);
      }}
      fallback={() => (
        <PageSection heading={whosInTownMessages.heading} id="whos-in-town">
          <Alert
            type="error"
            showIcon
            title={whosInTownMessages.loadFailed}
            action={
              <Button size="small" onClick={() => setTries((count) => count + 1)}>
                {whosInTownMessages.tryAgain}
              </Button>
            }
          />
        </PageSection>
      )}
    >
      <WhoIsInTown />
    </ErrorBoundary>
  );
}
