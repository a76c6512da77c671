import type { Ref } from 'react';
import { Card, Flex, Skeleton } from 'antd';
import { DIRECTORY_PAGE_SIZE } from '@reunion/contracts';
import { CardGrid } from './CardGrid';
import { AVATAR_SIZE } from './ClassmateAvatar';
import { visuallyHidden } from '@reunion/web-kit';

/**
 * Six skeleton cards while the profiles load, the size of the real ones (docs/pages.md, "Find
 * Classmates").
 */
export function CardSkeletons({ gridRef }: { gridRef?: Ref<HTMLDivElement> }) {
  return (
    <>
      <span role="status" style={visuallyHidden}>
        Loading profiles…
      </span>
      <CardGrid label="Loading profiles" busy gridRef={gridRef}>
        {Array.from({ length: DIRECTORY_PAGE_SIZE }, (_, index) => (
          <Card key={index} size="small" data-testid="card-skeleton">
            <Flex gap={16}>
              <Skeleton.Avatar active size={AVATAR_SIZE} />
              <Skeleton active title paragraph={{ rows: 3 }} />
            </Flex>
          </Card>
        ))}
      </CardGrid>
    </>
  );
}
