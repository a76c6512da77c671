import type { FormInstance } from 'antd';
import {
  draftForgotten,
  forgetProfileDraft,
  PROFILE_DRAFTS_FORGOTTEN,
  readProfileDraft,
  writeProfileDraft,
} from '@reunion/web-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProfileFormValues } from '../formValues';
import { changedValues, photosChanged, valuesToRestore } from './draftValues';
import { forgetInPage, keepInPage, keptInPage } from './keptInPage';

// Long enough that a typist's keys do not each write the storage, short enough that a tab closed
// right after typing loses nothing (the page's hide writes what is pending anyway).
const KEEP_AFTER_MS = 400;

export interface ProfileFormDraftState {
  /** When the restored draft was kept; undefined when nothing was restored. */
  readonly restoredAt: string | undefined;
  /** Photos were chosen or removed, and cannot be put back: the profile's changed since. */
  readonly photosLeftOut: boolean;
  /** Puts the form back as it started and forgets the draft. */
  readonly discard: () => void;
  /** To call on every change of the form. */
  readonly noteChange: () => void;
  /** Forgets the draft: once the server has the profile. */
  readonly forget: () => void;
}

/**
 * Keeps what is typed into the profile form in this browser and puts it back when the member
 * returns (docs/profiles.md, "What you typed is kept on this device"): the text in the browser's
 * storage, the photos (files it cannot hold) in the page's memory while the site stays open.
 * Asks before the site is left while something is changed that only the page holds (photos, or
 * everything when the browser refuses storage). `storageKey` is undefined while the member is
 * not known yet.
 */
export function useProfileFormDraft(
  form: FormInstance<ProfileFormValues>,
  storageKey: string | undefined,
  initialValues: ProfileFormValues,
): ProfileFormDraftState {
  const [restoredAt, setRestoredAt] = useState<string>();
  const [photosLeftOut, setPhotosLeftOut] = useState(false);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Whether the page holds changes nothing keeps: read by the beforeunload listener.
  const unkept = useRef(false);
  // Set at sign-out: from then on this form keeps nothing, even what it hands over on its way out.
  const signedOut = useRef(false);

  const keep = useCallback(() => {
    clearTimeout(pending.current);
    pending.current = undefined;
    if (storageKey === undefined || signedOut.current) return;
    const values = form.getFieldsValue(true) as ProfileFormValues;
    const changes = changedValues(initialValues, values);
    const changed = Object.keys(changes).length > 0;
    const kept = changed
      ? writeProfileDraft(storageKey, changes)
      : (forgetProfileDraft(storageKey), true);
    const photos = photosChanged(initialValues, values);
    if (changed || photos)
      keepInPage(storageKey, initialValues, { ...changes, photos: values.photos });
    else forgetInPage(storageKey);
    // What only the page holds is lost with it: leaving the site asks first.
    unkept.current = !kept || photos;
  }, [form, storageKey, initialValues]);

  const noteChange = useCallback(() => {
    clearTimeout(pending.current);
    pending.current = setTimeout(keep, KEEP_AFTER_MS);
  }, [keep]);

  const forget = useCallback(() => {
    clearTimeout(pending.current);
    pending.current = undefined;
    unkept.current = false;
    if (storageKey !== undefined) {
      forgetProfileDraft(storageKey);
      forgetInPage(storageKey);
    }
    setRestoredAt(undefined);
    setPhotosLeftOut(false);
  }, [storageKey]);

  const discard = useCallback(() => {
    form.setFieldsValue(initialValues);
    forget();
  }, [form, initialValues, forget]);

  useEffect(() => {
    if (storageKey === undefined) return;
    // The page's memory, when it holds this form, is as fresh as the storage and holds more.
    const inPage = keptInPage(storageKey, initialValues);
    const stored = readProfileDraft(storageKey);
    const draft = inPage ? { savedAt: inPage.keptAt, values: inPage.values } : stored;
    if (!draft) return;
    const current = form.getFieldsValue(true) as ProfileFormValues;
    const restored: Partial<ProfileFormValues> = valuesToRestore(
      draft.values,
      initialValues,
      current,
    );
    // Photos chosen or removed apply only to the photos they were chosen against.
    const photos =
      inPage?.samePhotos && photosChanged(initialValues, inPage.values)
        ? inPage.values.photos
        : undefined;
    if (photos && !photosChanged(initialValues, current)) restored.photos = photos;
    // Chosen against photos another save has changed since: the member is told to choose again.
    const leftOut = inPage !== undefined && inPage.photosChosen && !inPage.samePhotos;
    if (Object.keys(restored).length === 0 && !leftOut) return;
    form.setFieldsValue(restored);
    setRestoredAt(draft.savedAt);
    setPhotosLeftOut(leftOut);
    // Restored values are checked as typed ones would be: a departure kept before the arrival
    // is flagged at once.
    form.validateFields(Object.keys(restored)).catch(() => undefined);
    // Again what only the page holds: photos, or text the storage refused.
    unkept.current = photos !== undefined || !stored;
  }, [form, storageKey, initialValues]);

  // Sign-out forgets every draft, the page's memory with them (web-kit's forgetProfileDrafts),
  // before the form goes away: a change still waiting for its pause, or handed over on the way
  // out, would otherwise be kept after it, on a shared computer. So does another member's
  // sign-in (in another tab) for this member's form.
  useEffect(() => {
    const signOut = (event: Event) => {
      if (storageKey !== undefined && !draftForgotten(event, storageKey)) return;
      signedOut.current = true;
      clearTimeout(pending.current);
      pending.current = undefined;
    };
    window.addEventListener(PROFILE_DRAFTS_FORGOTTEN, signOut);
    return () => window.removeEventListener(PROFILE_DRAFTS_FORGOTTEN, signOut);
  }, [storageKey]);

  useEffect(() => {
    const keepPending = () => {
      if (pending.current !== undefined) keep();
    };
    const warn = (event: BeforeUnloadEvent) => {
      keepPending();
      if (!unkept.current) return;
      event.preventDefault();
      // Chromium before 119 and Safari ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('pagehide', keepPending);
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('pagehide', keepPending);
      window.removeEventListener('beforeunload', warn);
      keepPending();
    };
  }, [keep]);

  return { restoredAt, photosLeftOut, discard, noteChange, forget };
}
