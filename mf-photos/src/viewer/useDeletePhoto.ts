import { albumMessages } from '@reunion/contracts';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '@reunion/web-kit';
import { deleteAlbumPhoto } from '../api/albumApi';
import { useRefreshAlbum } from '../api/albumQuery';
import { errorText } from '../common/errorText';

/** DELETE /api/photos/{id} with its toasts (docs/messages.md, "Album"). */
export function useDeletePhoto(onDeleted: () => void) {
  const refresh = useRefreshAlbum();
  const { toast } = useToast();
  return useMutation({
    mutationFn: deleteAlbumPhoto,
    onSuccess: async () => {
      onDeleted();
      toast({ title: albumMessages.deleted, description: 'The photo was removed from the album.' });
      await refresh();
    },
    onError: (error) =>
      toast({
        title: albumMessages.deleteFailedTitle,
        description: errorText(error, albumMessages.deleteFailed),
        variant: 'destructive',
      }),
  });
}
