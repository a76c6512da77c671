export {
  apiRequest,
  ApiRequestError,
  isApiStatus,
  serverErrorText,
  serverFieldErrors,
  throwIfNotOk,
} from './api/apiRequest.js';
export type { HttpMethod } from './api/apiRequest.js';
export { getQueryFn } from './api/getQueryFn.js';
export type { UnauthorizedBehavior } from './api/getQueryFn.js';
export { callApi } from './api/callApi.js';
export { apiQuery } from './api/apiQuery.js';
export { queryKeyOf, routeQueryKey } from './api/queryKeyOf.js';
export { apiUrl } from './api/apiUrl.js';
export type { ApiQueryKey } from './api/queryKeyOf.js';
export type { ApiAnswer, ApiCallInput } from './api/apiTypes.js';
export { createQueryClient } from './api/createQueryClient.js';
export { currentUserQuery, publicUserAnswer } from './session/sessionQueries.js';
export {
  forgetPendingLogout,
  isLogoutPending,
  markLogoutPending,
  signOutOnServer,
} from './session/pendingLogout.js';
export { useCurrentUser } from './session/useCurrentUser.js';
export { useMyProfile } from './session/useMyProfile.js';
export type { MyProfileState } from './session/useMyProfile.js';
export { isAdministrator, isClassAccount } from './session/isAdministrator.js';
export { useToast } from './toast/useToast.js';
export type { ToastAction, ToastApi, ToastOptions, ToastVariant } from './toast/useToast.js';
export { ToastHotkey } from './toast/ToastHotkey.js';
export * from './toast/toastSettings.js';
export { reunionTheme } from './theme/reunionTheme.js';
export { BRAND_GREEN } from './theme/reunionToken.js';
export { AppProviders } from './providers/AppProviders.js';
export type { AppProvidersProps } from './providers/AppProviders.js';
export { usePageTitle, SITE_TITLE } from './page/usePageTitle.js';
export { PageColumn } from './page/PageColumn.js';
export { HydrateOnView } from './page/HydrateOnView.js';
export { afterNextPaint } from './scheduling/afterNextPaint.js';
export { TakeOverSuspense } from './take-over/TakeOverSuspense.js';
export { useTakenOver } from './take-over/useTakenOver.js';
export type { PageColumnProps } from './page/PageColumn.js';
export { apiFetch } from './api/apiFetch.js';
export { PageHeadContext, usePageHead } from './page/pageHead.js';
export type { PageHead } from './page/pageHead.js';
export type { PagePrefetch, PagePrefetchContext } from './page/pagePrefetch.js';
export { PageOriginContext, usePageOrigin } from './page/pageOrigin.js';
export type { PageOrigin } from './page/pageOrigin.js';
export { VisuallyHidden, visuallyHidden } from './a11y/VisuallyHidden.js';
export { Spinner } from './feedback/Spinner.js';
export { ErrorBoundary } from './feedback/ErrorBoundary.js';
export type { SpinnerColour, SpinnerProps, SpinnerSize } from './feedback/Spinner.js';
export { ButtonLink, type ButtonLinkProps } from './navigation/ButtonLink.js';
export {
  STANDALONE_LINK_AMID_TEXT_CLASS,
  STANDALONE_LINK_CLASS,
  STANDALONE_LINK_ROW_CLASS,
} from './navigation/standaloneLink.js';
export { downloadFile } from './files/downloadFile.js';
export { useObjectUrl } from './files/useObjectUrl.js';
export {
  draftForgotten,
  dropExpiredProfileDrafts,
  forgetProfileDraft,
  forgetProfileDrafts,
  PROFILE_DRAFTS_FORGOTTEN,
  profileDraftKey,
  readProfileDraft,
  writeProfileDraft,
} from './drafts/profileFormDrafts.js';
export { preparePhotoUpload } from './photo-upload/preparePhotoUpload.js';
export { PhotoUploadError } from './photo-upload/photoUploadError.js';
