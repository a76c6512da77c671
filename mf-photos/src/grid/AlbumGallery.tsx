import { apiUrl } from '@reunion/web-kit';
import { DownloadOutlined } from '@ant-design/icons';
import type { AlbumPhoto } from '@reunion/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
// eslint-disable-next-line no-restricted-imports -- the viewer is a dialog, drawn only in the browser
import { lazy, Suspense, useMemo, useState } from 'react';
import { albumPagesQuery } from '../api/albumQuery';
import { PhotoGrid } from './PhotoGrid';

// The viewer (a Modal, with a Popconfirm for the owner) is fetched and run only once a photo is
// opened: on a phone its code was part of the longest task of the page's first load.
const PhotoViewer = lazy(() =>
  import('../viewer/PhotoViewer').then(({ PhotoViewer }) => ({ default: PhotoViewer })),
);

/** 'Class Photos': the paged grid, the ZIP download and the viewer. */
export function AlbumGallery() {
  const album = useInfiniteQuery(albumPagesQuery);
  const photos = useMemo(() => album.data?.pages.flat(), [album.data]);
  const [openId, setOpenId] = useState<number | null>(null);
  // Kept once opened, so closing it plays the Modal's closing animation.
  const [viewerUsed, setViewerUsed] = useState(false);
  // Looked up in the current list, so a photo deleted meanwhile closes its viewer.
  const index = photos?.findIndex((photo) => photo.id === openId) ?? -1;
  const open = photos?.[index] ?? null;
  const before = index > 0 ? photos?.[index - 1] : undefined;
  const after = index >= 0 ? photos?.[index + 1] : undefined;
  // After the last photo loaded, Next fetches the album's next page and moves on once it is in.
  const [nextPending, setNextPending] = useState(false);
  const loadMoreThenNext = () => {
    setNextPending(true);
    void album
      .fetchNextPage()
      .then(({ data }) => {
        const all = data?.pages.flat() ?? [];
        const following = all[all.findIndex((photo) => photo.id === openId) + 1];
        if (following) setOpenId(following.id);
      })
      .finally(() => setNextPending(false));
  };
  const onNext = after
    ? () => setOpenId(after.id)
    : open && album.hasNextPage && !nextPending
      ? loadMoreThenNext
      : undefined;

  return (
    <section aria-labelledby="class-photos-title">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title id="class-photos-title" level={2} style={{ margin: 0 }}>
          Class Photos
        </Typography.Title>
        {/* A plain link: the browser streams the ZIP to disk with the session cookie. */}
        <Button
          href={apiUrl('albumDownloadAll')}
          download
          icon={<DownloadOutlined aria-hidden />}
          disabled={!photos || photos.length === 0}
        >
          Download all
        </Button>
      </Flex>
      <PhotoGrid
        photos={photos}
        loading={album.isPending}
        error={album.isError}
        onRetry={() => void album.refetch()}
        hasMore={album.hasNextPage}
        loadingMore={album.isFetchingNextPage}
        onLoadMore={() => {
          if (!album.isFetchingNextPage) void album.fetchNextPage();
        }}
        onOpen={(photo: AlbumPhoto) => {
          setViewerUsed(true);
          setOpenId(photo.id);
        }}
      />
      {viewerUsed && (
        <Suspense fallback={null}>
          <PhotoViewer
            photo={open}
            onClose={() => setOpenId(null)}
            onPrevious={before ? () => setOpenId(before.id) : undefined}
            onNext={onNext}
          />
        </Suspense>
      )}
    </section>
  );
}
