import { Flex, Form } from 'antd';
import {
  PageColumn,
  profileDraftKey,
  useCurrentUser,
  useMyProfile,
  usePageTitle,
  Spinner,
} from '@reunion/web-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PageHeading } from '../common/PageHeading';
import { AlreadyHaveProfile } from '../create-profile/AlreadyHaveProfile';
import { CreateFormActions } from '../create-profile/CreateFormActions';
import { PublishedPanel } from '../create-profile/PublishedPanel';
import { useCreateProfileFlow } from '../create-profile/useCreateProfileFlow';
import { emptyFormValues, type ProfileFormValues } from '../profile-form/formValues';
import { RestoredDraftNotice } from '../profile-form/draft/RestoredDraftNotice';
import { useProfileFormDraft } from '../profile-form/draft/useProfileFormDraft';
import { ProfileForm } from '../profile-form/ProfileForm';
import { SubmitStatusNotice } from '../submit-status/SubmitStatusNotice';

const HEADING_ID = 'create-profile-title';

/** What the screen found on arrival: decided once, so its own saves do not flip it. */
type Arrival = { kind: 'checking' } | { kind: 'has-profile'; profileId: number } | { kind: 'new' };

/** Create Your Profile (/create-profile): docs/pages.md, "Create profile". */
export default function CreateProfile() {
  usePageTitle('Create Your Profile');
  const { data: user } = useCurrentUser();
  const mine = useMyProfile();
  const [arrival, setArrival] = useState<Arrival>({ kind: 'checking' });
  if (arrival.kind === 'checking' && !mine.isPending) {
    setArrival(
      mine.profileId !== null
        ? { kind: 'has-profile', profileId: mine.profileId }
        : { kind: 'new' },
    );
  }

  const [form] = Form.useForm<ProfileFormValues>();
  // Read by antd once, when the form mounts (after the check above, so the user is known).
  const initialValues = useMemo(() => emptyFormValues(user?.email), [user?.email]);
  // The flow saves before the draft's key can follow the new profile: told through a ref.
  const forgetDraft = useRef(() => {});
  const { save, saving, published, saved, notice } = useCreateProfileFlow(form, () =>
    forgetDraft.current(),
  );
  // After a Save Draft the draft keeps what changed since: put back over the saved profile,
  // changes saved already would undo a save made elsewhere since.
  const draft = useProfileFormDraft(
    form,
    user && arrival.kind === 'new' ? profileDraftKey(user.id, saved?.id ?? 'new') : undefined,
    saved?.values ?? initialValues,
  );
  useEffect(() => {
    forgetDraft.current = draft.forget;
  }, [draft.forget]);

  if (published) {
    return (
      <PageColumn maxWidth={960} gap={0}>
        <PageHeading id={HEADING_ID} title="Edit My Profile" />
        <PublishedPanel
          profileId={published.id}
          banner={<SubmitStatusNotice status={notice.status} message={notice.message} />}
        />
      </PageColumn>
    );
  }

  return (
    <PageColumn maxWidth={960} gap={0}>
      <PageHeading
        id={HEADING_ID}
        title="Create Your Profile"
        subtitle="Share your journey since graduation and reconnect with classmates"
      />
      {arrival.kind === 'checking' && (
        <Flex vertical align="center" gap={12} role="status" style={{ padding: 48 }}>
          <Spinner size="large" colour="primary" />
          <span>Checking your profile status...</span>
        </Flex>
      )}
      {arrival.kind === 'has-profile' && <AlreadyHaveProfile profileId={arrival.profileId} />}
      {arrival.kind === 'new' && (
        <>
          <SubmitStatusNotice
            status={notice.status}
            message={notice.message}
            onClose={notice.close}
          />
          <RestoredDraftNotice
            restoredAt={draft.restoredAt}
            photosLeftOut={draft.photosLeftOut}
            onDiscard={draft.discard}
          />
          <ProfileForm
            form={form}
            initialValues={initialValues}
            labelledBy={HEADING_ID}
            disabled={saving !== undefined}
            editor="owner"
            onChange={draft.noteChange}
          >
            <CreateFormActions saving={saving} onSave={(status) => void save(status)} />
          </ProfileForm>
        </>
      )}
    </PageColumn>
  );
}
