import type { ProfileFormDraft } from '@reunion/contracts';

// Every key starts so, which lets sign-out forget them all without knowing whose they are.
const KEY_PREFIX = 'reunion.profile-form-draft.';

/**
 * The draft of one member's form for one profile ('new' while it has none): keyed by the member
 * too, so someone else signing in on the same browser never sees it. `v2`: a draft holds only the
 * fields changed; one kept before (`…draft.{member}.{profile}`, by a build before that) holds
 * the whole form, which put back over a newer version would undo it, so it is never read, and
 * goes at the next sign-out with every draft.
 */
export function profileDraftKey(userId: number, profile: number | 'new'): string {
  return `${KEY_PREFIX}v2.${userId}.${profile}`;
}

// localStorage throws rather than being absent when a browser refuses it (some private modes,
// storage turned off), and is absent while the server renders a page.
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The kept draft, or undefined when there is none or what is stored is not one (then dropped). */
export function readProfileDraft(key: string): ProfileFormDraft | undefined {
  const raw = storage()?.getItem(key);
  if (raw === null || raw === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isRecord(parsed) && typeof parsed.savedAt === 'string' && isRecord(parsed.values)) {
      return { savedAt: parsed.savedAt, values: parsed.values };
    }
  } catch {
    // Not JSON: dropped below like any other shape.
  }
  forgetProfileDraft(key);
  return undefined;
}

/** Keeps the values now; false when the browser refused (full, or storage turned off). */
export function writeProfileDraft(key: string, values: Record<string, unknown>): boolean {
  const kept: ProfileFormDraft = { savedAt: new Date().toISOString(), values };
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(
      key,
      JSON.stringify(kept, (_name, value: unknown) => value ?? null),
    );
    return true;
  } catch {
    return false;
  }
}

export function forgetProfileDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing kept to forget.
  }
}

/**
 * Sent on `window` when every draft is forgotten: a section keeping more of a draft in its own
 * memory (the profile form's photos) drops it too, whichever build of web-kit it carries.
 */
export const PROFILE_DRAFTS_FORGOTTEN = 'reunion:profile-drafts-forgotten';

/** Every member's drafts in this browser: at sign-out, so a shared computer keeps none. */
export function forgetProfileDrafts(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(PROFILE_DRAFTS_FORGOTTEN));
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key?.startsWith(KEY_PREFIX) === true,
  );
  for (const key of keys) forgetProfileDraft(key);
}
