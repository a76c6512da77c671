import { Flex } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { STANDALONE_LINK_CLASS } from '@reunion/web-kit';
import { fullName } from '../common/fullName';
import { neighboursQuery } from '../api/neighboursQuery';

/** Previous and next classmates in the directory's order (docs/pages.md, "A profile"). */
export function ProfileNeighbours({ profileId }: { readonly profileId: number }) {
  const { data } = useQuery(neighboursQuery(profileId));
  const previous = data?.previous;
  const next = data?.next;
  if (!previous && !next) return null;
  return (
    <nav aria-label="Other classmates" style={{ marginTop: 32 }}>
      <Flex justify="space-between" gap={16} wrap>
        <span>
          {previous && (
            <Link to={`/profile/${previous.id}`} className={STANDALONE_LINK_CLASS}>
              ← Previous: {fullName(previous)}
            </Link>
          )}
        </span>
        <span>
          {next && (
            <Link to={`/profile/${next.id}`} className={STANDALONE_LINK_CLASS}>
              Next: {fullName(next)} →
            </Link>
          )}
        </span>
      </Flex>
    </nav>
  );
}
