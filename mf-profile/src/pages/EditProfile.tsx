import { Flex } from 'antd';
import { PageColumn, useCurrentUser, usePageTitle, Spinner } from '@reunion/web-kit';
import { useParams } from 'react-router-dom';
import { PageHeading } from '../common/PageHeading';
import { canDeleteProfile, canEditProfile, isOwner } from '../common/permissions';
import { parseRecordId } from '@reunion/contracts';
import { prefetchProfile, useProfileQuery } from '../api/useProfileQuery';
import { EditProfileForm } from '../edit-profile/EditProfileForm';
import { EditProfileNotFound } from '../edit-profile/EditProfileNotFound';
import { UnauthorizedAccess } from '../edit-profile/UnauthorizedAccess';

const HEADING_ID = 'edit-profile-title';

/** Edit Your Profile (/profile/edit/:id): docs/pages.md, "Edit profile". */
export default function EditProfile() {
  usePageTitle('Edit Your Profile');
  const profileId = parseRecordId(useParams().id);
  const user = useCurrentUser();
  const profile = useProfileQuery(profileId);

  const content = () => {
    if (profileId === undefined) return <EditProfileNotFound />;
    if (profile.isPending || user.isPending) {
      return (
        <Flex vertical align="center" gap={12} role="status" style={{ padding: 48 }}>
          <Spinner size="large" colour="primary" />
          <span>Loading profile...</span>
        </Flex>
      );
    }
    // A failed reload (after a save refused as based on an older version) keeps the form.
    if (!profile.data) return <EditProfileNotFound />;
    if (!canEditProfile(user.data, profile.data))
      return <UnauthorizedAccess profileId={profileId} />;
    // A new version (saved elsewhere, loaded after a refused save) gets a new form, which puts
    // the draft back over it.
    return (
      <EditProfileForm
        key={profile.data.updatedAt}
        profile={profile.data}
        labelledBy={HEADING_ID}
        canDelete={canDeleteProfile(user.data, profile.data)}
        editor={isOwner(user.data, profile.data) ? 'owner' : 'organiser'}
      />
    );
  };

  return (
    <PageColumn maxWidth={960} gap={0}>
      <PageHeading
        id={HEADING_ID}
        title="Edit Your Profile"
        subtitle="Update your information and reunion details"
      />
      {content()}
    </PageColumn>
  );
}

export const prefetch = prefetchProfile;
