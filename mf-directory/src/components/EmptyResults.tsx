import { Button, Empty } from 'antd';
import { directoryMessages } from '@reunion/contracts';

/** SPEC "Find Classmates" empty state; offers a way out when filters caused it. */
export function EmptyResults({ onClear }: { onClear?: () => void }) {
  return (
    <Empty description={directoryMessages.empty}>
      {onClear && <Button onClick={onClear}>Clear filters</Button>}
    </Empty>
  );
}
