import type { AlbumPhoto } from '@reunion/contracts';
import { HydrateOnView } from '@reunion/web-kit';
import { Alert, Button, Col, Row } from 'antd';
import { EmptyAlbum } from './EmptyAlbum';
import { GRID_COLUMN, GRID_GUTTER } from './gridColumns';
import { GridSkeletons } from './GridSkeletons';
import { LoadMore } from './LoadMore';
import { PhotoCard } from './PhotoCard';

interface PhotoGridProps {
  readonly photos: readonly AlbumPhoto[] | undefined;
  readonly loading: boolean;
  readonly error: boolean;
  readonly onRetry: () => void;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly onLoadMore: () => void;
  readonly onOpen: (photo: AlbumPhoto) => void;
}

/** The 'Class Photos' grid in its states: loading, error, empty, photos (with more to load). */
export function PhotoGrid(props: PhotoGridProps) {
  if (props.loading) return <GridSkeletons />;
  if (props.error)
    return (
      <Alert
        type="error"
        showIcon
        title="Could not load the photos"
        description="There was a problem loading the album. Please try again."
        action={<Button onClick={props.onRetry}>Try again</Button>}
      />
    );
  if (!props.photos || props.photos.length === 0) return <EmptyAlbum />;
  return (
    <>
      <Row gutter={GRID_GUTTER} role="list" aria-label="Class photos">
        {props.photos.map((photo) => (
          <Col key={photo.id} {...GRID_COLUMN} role="listitem">
            {/* Taken over as it nears the screen: an album is mostly below the fold. */}
            <HydrateOnView style={{ height: '100%' }}>
              <PhotoCard photo={photo} onOpen={props.onOpen} />
            </HydrateOnView>
          </Col>
        ))}
      </Row>
      {props.hasMore && <LoadMore loading={props.loadingMore} onLoadMore={props.onLoadMore} />}
    </>
  );
}
