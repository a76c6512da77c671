import { type PagePrefetch, PageColumn, usePageTitle } from '@reunion/web-kit';
import { useParams } from 'react-router-dom';
import { fullName } from '../common/fullName';
import { parseRecordId } from '@reunion/contracts';
import { prefetchProfile, useProfileQuery } from '../api/useProfileQuery';
import { ProfileDetailSkeleton } from '../profile-detail/ProfileDetailSkeleton';
import { neighboursQuery } from '../api/neighboursQuery';
import { ProfileNotFound } from '../profile-detail/ProfileNotFound';
import { ProfileView } from '../profile-detail/ProfileView';

/** A classmate's profile (/profile/:id): docs/pages.md, "A profile". */
export default function ProfileDetail() {
  const profileId = parseRecordId(useParams().id);
  const profile = useProfileQuery(profileId);
  usePageTitle(profile.data ? fullName(profile.data) : 'Profile');

  return (
    <PageColumn maxWidth={960} gap={0}>
      {profileId !== undefined && profile.isPending ? (
        <ProfileDetailSkeleton />
      ) : profile.data && !profile.isError ? (
        <ProfileView profile={profile.data} />
      ) : (
        <ProfileNotFound />
      )}
    </PageColumn>
  );
}

/** For the server: the profile and its previous/next links come with the page. */
export const prefetch: PagePrefetch = async (context) => {
  const id = parseRecordId(context.params.id);
  await Promise.all([
    prefetchProfile(context),
    id !== undefined && context.queryClient.prefetchQuery(neighboursQuery(id)),
  ]);
};
