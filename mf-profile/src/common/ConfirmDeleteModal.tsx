import { Modal, Typography } from 'antd';

export interface ConfirmDeleteDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly description: string;
  readonly confirmText: string;
  /** The confirm button's text while the delete is in flight. */
  readonly pendingText?: string;
  readonly cancelText: string;
  readonly pending: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * The delete confirmation itself (loaded by ConfirmDeleteDialog). Focus starts on the cancel
 * button: the safe choice is what a stray Enter does.
 */
export default function ConfirmDeleteModal({
  open,
  title,
  description,
  confirmText,
  pendingText,
  cancelText,
  pending,
  onConfirm,
  onCancel,
}: ConfirmDeleteDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      okText={pending && pendingText ? pendingText : confirmText}
      cancelText={cancelText}
      okButtonProps={{ danger: true, loading: pending }}
      cancelButtonProps={{ disabled: pending, autoFocus: true }}
      onOk={onConfirm}
      onCancel={pending ? undefined : onCancel}
      mask={{ closable: !pending }}
      keyboard={!pending}
      closable={!pending}
    >
      <Typography.Paragraph>{description}</Typography.Paragraph>
    </Modal>
  );
}
