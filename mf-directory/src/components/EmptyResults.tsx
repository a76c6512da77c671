import { Button, Empty } from 'antd';
import { directoryMessages } from '@reunion/contracts';

/** Find Classmates' empty state (docs/pages.md); offers a way out when filters caused it. */
export function EmptyResults({ onClear }: { onClear?: () => void }) {
  return (
    <Empty description={directoryMessages.empty}>
      {onClear && <Button onClick={onClear}>Clear filters</Button>}
    </Empty>
  );
}
