import { albumMessages, PHOTO_RESIZE } from '@reunion/contracts';
import { useMutation } from '@tanstack/react-query';
import { PhotoUploadError, preparePhotoUpload, useToast } from '@reunion/web-kit';
import { uploadAlbumPhoto } from '../api/albumApi';
import { useRefreshAlbum } from '../api/albumQuery';
import { errorText } from '../common/errorText';
import { useUploadProgress } from './useUploadProgress';

interface UploadInput {
  file: File;
  caption: string;
}

/**
 * Sends one photo with the progress bar and its toasts (docs/pages.md and docs/messages.md,
 * "Album"), resized first when it is too big to send as it is (docs/photos.md, "Resizing"); the
 * bar runs while it is resized too.
 */
export function useAlbumUpload(onUploaded: () => void) {
  const progress = useUploadProgress();
  const refresh = useRefreshAlbum();
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: async ({ file, caption }: UploadInput) =>
      uploadAlbumPhoto(await preparePhotoUpload(file, PHOTO_RESIZE.album), caption),
    onMutate: () => progress.start(),
    onSuccess: async () => {
      progress.finish();
      onUploaded();
      toast({ title: 'Success', description: `Your photo was ${albumMessages.uploaded}.` });
      await refresh();
    },
    onError: (error) => {
      progress.reset();
      toast({
        title: albumMessages.uploadFailedTitle,
        // A photo that could not be resized says which and why, as the server's refusals do.
        description:
          error instanceof PhotoUploadError
            ? error.message
            : errorText(error, albumMessages.uploadFailed),
        variant: 'destructive',
      });
    },
  });
  return { upload: mutation.mutate, uploading: mutation.isPending, percent: progress.percent };
}
