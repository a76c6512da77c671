import {
  PROFILE_DRAFT_MAX_AGE_MS,
  type ProfileDraftsForgotten,
  type ProfileFormDraft,
} from '@reunion/contracts';
import { localStore } from '../storage/localStore.js';

// Every key starts so, which lets sign-out forget them all without knowing whose they are.
const KEY_PREFIX = 'reunion.profile-form-draft.';

// The start of every key of one member's drafts.
const memberPrefix = (userId: number) => `${KEY_PREFIX}v2.${userId}.`;

/**
 * The draft of one member's form for one profile ('new' while it has none): keyed by the member
 * too, so someone else signing in on the same browser never sees it. `v2`: a draft holds only the
 * fields changed; one kept before (`…draft.{member}.{profile}`, by a build before that) holds
 * the whole form, which put back over a newer version would undo it, so it is never read, and
 * goes at the next sign-in or sign-out with every other member's draft.
 */
export function profileDraftKey(userId: number, profile: number | 'new'): string {
  return `${memberPrefix(userId)}${profile}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A draft kept less than PROFILE_DRAFT_MAX_AGE_MS ago (its time unreadable: not a draft). */
const fresh = (savedAt: string) => Date.now() - Date.parse(savedAt) <= PROFILE_DRAFT_MAX_AGE_MS;

/**
 * The kept draft, or undefined when there is none, or what is stored is not one, or it is older
 * than PROFILE_DRAFT_MAX_AGE_MS (then dropped).
 */
export function readProfileDraft(key: string): ProfileFormDraft | undefined {
  const raw = localStore()?.getItem(key);
  if (raw === null || raw === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      isRecord(parsed) &&
      typeof parsed.savedAt === 'string' &&
      isRecord(parsed.values) &&
      fresh(parsed.savedAt)
    ) {
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
    const store = localStore();
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
    localStore()?.removeItem(key);
  } catch {
    // Nothing kept to forget.
  }
}

/**
 * Sent on `window` when drafts are forgotten: a section keeping more of a draft in its own
 * memory (the profile form's photos), or a form open at that moment, drops it too (by
 * draftForgotten), whichever build of web-kit it carries.
 */
export const PROFILE_DRAFTS_FORGOTTEN = 'reunion:profile-drafts-forgotten';

/**
 * The drafts in this browser: every member's at Logout, so a shared computer keeps none; at a
 * sign-in every other member's (`keptFor`, the member signing in, keeps their own: typing kept
 * through a session that ended mid-edit). Listing them drops the expired too.
 */
export function forgetProfileDrafts(keptFor?: number): void {
  if (typeof window !== 'undefined') {
    const detail: ProfileDraftsForgotten = keptFor === undefined ? {} : { keptFor };
    window.dispatchEvent(new CustomEvent(PROFILE_DRAFTS_FORGOTTEN, { detail }));
  }
  for (const key of draftKeys()) {
    // Reading a kept member's draft drops it when it is too old or not a draft.
    if (keptFor !== undefined && key.startsWith(memberPrefix(keptFor))) readProfileDraft(key);
    else forgetProfileDraft(key);
  }
}

/**
 * Drops every draft kept longer than PROFILE_DRAFT_MAX_AGE_MS, whoever's, as the site starts:
 * otherwise one stays on the device until its member opens the form again or someone signs in.
 */
export function dropExpiredProfileDrafts(): void {
  for (const key of draftKeys()) readProfileDraft(key);
}

/** The keys of every draft kept in this browser. */
function draftKeys(): string[] {
  const store = localStore();
  if (!store) return [];
  return Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key?.startsWith(KEY_PREFIX) === true,
  );
}

/**
 * Whether the forgetting a PROFILE_DRAFTS_FORGOTTEN event tells of took the draft under `key`:
 * every draft, or every one but the signing-in member's. An event without its detail (sent by
 * another release) took them all.
 */
export function draftForgotten(event: Event, key: string): boolean {
  const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
  const keptFor =
    isRecord(detail) && typeof detail.keptFor === 'number' ? detail.keptFor : undefined;
  return keptFor === undefined || !key.startsWith(memberPrefix(keptFor));
}
