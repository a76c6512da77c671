// eslint-disable-next-line no-restricted-imports -- a dialog, drawn only in the browser
import { lazy, Suspense, useState } from 'react';
import type { ConfirmDeleteDialogProps } from './ConfirmDeleteModal';

// antd's Modal is fetched and run only once a delete is asked for: on a page load it was part of
// the longest task a phone spends taking the page over, for a dialog most visits never open.
const ConfirmDeleteModal = lazy(() => import('./ConfirmDeleteModal'));

/** The delete confirmations of the profile page and the edit form. */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  // Kept once opened, so closing it plays the Modal's closing animation.
  const [used, setUsed] = useState(false);
  if (props.open && !used) setUsed(true);
  if (!used && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDeleteModal {...props} />
    </Suspense>
  );
}
