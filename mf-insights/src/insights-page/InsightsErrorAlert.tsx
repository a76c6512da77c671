import { Alert, Button } from 'antd';

const reloadPage = () => window.location.reload();

/**
 * Insights' error state (docs/pages.md): the alert with a button that reloads the whole page.
 * `onRefresh` exists for tests (jsdom cannot reload).
 */
export function InsightsErrorAlert({
  onRefresh = reloadPage,
}: {
  readonly onRefresh?: () => void;
}) {
  return (
    <Alert
      type="error"
      showIcon
      title="Error loading profiles"
      description="There was a problem loading the profile data. Please try refreshing the page."
      action={
        <Button danger onClick={onRefresh}>
          Refresh Page
        </Button>
      }
    />
  );
}
