import { Button } from 'antd';
import { imageUploadMessages } from '@reunion/contracts';
import { useTakenOver, useToast, visuallyHidden } from '@reunion/web-kit';
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import {
  checkImageSelection,
  type ImageUploadRules,
  type SelectionProblem,
} from './checkImageSelection';

interface ImagePickerProps extends ImageUploadRules {
  /** Given to the file input, so a form label names it (and browser tests can fill it). */
  readonly id?: string;
  readonly existingCount: number;
  readonly onAccept: (files: File[]) => void;
  /** Every choice's refusals ([] when none), for the field to keep them in view. */
  readonly onRefusals?: (problems: readonly SelectionProblem[]) => void;
  readonly buttonText: ReactNode;
  readonly disabled?: boolean;
  readonly describedBy?: string;
}

/**
 * The image upload control (docs/profiles.md): a button that opens the file chooser, the rules
 * and their destructive toasts. The native input is kept (hidden) because it alone can open the
 * chooser; the button gives keyboard users a visible, focusable control.
 */
export function ImagePicker({
  id,
  existingCount,
  onAccept,
  onRefusals,
  buttonText,
  disabled,
  describedBy,
  ...rules
}: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const { toast } = useToast();
  // The chooser opens only from the press itself: until React has taken the page over, a press
  // could only be held for later, so the button says it is not ready yet.
  const takenOver = useTakenOver();
  const off = disabled || !takenOver;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const target = event.currentTarget;
    try {
      const { accepted, problems } = checkImageSelection(
        Array.from(target.files ?? []),
        existingCount,
        rules,
      );
      const [first, ...more] = problems;
      if (first) {
        // One toast at a time (docs/pages.md, "Toasts"): a second problem joins the first's text.
        toast({
          title: first.title,
          description: [first, ...more].map((problem) => problem.description).join(' '),
          variant: 'destructive',
        });
      }
      onRefusals?.(problems);
      if (accepted.length > 0) onAccept(accepted);
    } catch {
      const problem = {
        title: imageUploadMessages.uploadErrorTitle,
        description: imageUploadMessages.uploadError,
      };
      toast({ ...problem, variant: 'destructive' });
      onRefusals?.([problem]);
    } finally {
      // Cleared so choosing the same file again after removing it fires a change.
      target.value = '';
    }
  };

  const accept = (rules.accept ?? ['image/*']).join(',');
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        multiple={(rules.maxFiles ?? 1) > 1}
        accept={accept}
        onChange={onChange}
        disabled={off}
        tabIndex={-1}
        aria-describedby={describedBy}
        style={visuallyHidden}
      />
      <Button onClick={() => input.current?.click()} disabled={off} aria-describedby={describedBy}>
        {buttonText}
      </Button>
    </>
  );
}
