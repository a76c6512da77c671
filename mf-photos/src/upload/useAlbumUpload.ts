import { albumMessages } from '@reunion/contracts';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '@reunion/web-kit';
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
 * "Album").
 */
export function useAlbumUpload(onUploaded: () => void) {
  const progress = useUploadProgress();
  const refresh = useRefreshAlbum();
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: ({ file, caption }: UploadInput) => uploadAlbumPhoto(file, caption),
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
        description: errorText(error, albumMessages.uploadFailed),
        variant: 'destructive',
      });
    },
  });
  return { upload: mutation.mutate, uploading: mutation.isPending, percent: progress.percent };
}
