import { profileMessages, type SavedProfile } from '@reunion/contracts';
import { useToast } from '@reunion/web-kit';
import { useCallback } from 'react';

/**
 * Says where the confirmation link went when a save left a new e-mail address waiting for it
 * (docs/profiles.md, "A profile's e-mail address"): until it is opened, the profile keeps its
 * earlier address.
 */
export function useEmailAwaitingToast(): (saved: SavedProfile) => void {
  const { toast } = useToast();
  return useCallback(
    (saved: SavedProfile) => {
      const address = saved.emailAwaitingConfirmation;
      if (address)
        toast({
          title: profileMessages.emailAwaitingTitle,
          description: profileMessages.emailAwaiting(address),
        });
    },
    [toast],
  );
}
