import { EditOutlined, UserAddOutlined } from '@ant-design/icons';
import { useMyProfile, ButtonLink } from '@reunion/web-kit';

/**
 * 'Modify Profile' when the user has a profile, else 'Create Profile' (docs/pages.md, "Header and
 * footer"). `emphasis` makes Create Profile a primary button (not on the green header bar, where it
 * would vanish).
 */
export function ProfileLink({
  block = false,
  emphasis = false,
}: {
  block?: boolean;
  emphasis?: boolean;
}) {
  const { profileId } = useMyProfile();
  return profileId !== null ? (
    <ButtonLink to={`/profile/edit/${profileId}`} icon={<EditOutlined aria-hidden />} block={block}>
      Modify Profile
    </ButtonLink>
  ) : (
    <ButtonLink
      to="/create-profile"
      type={emphasis ? 'primary' : 'default'}
      icon={<UserAddOutlined aria-hidden />}
      block={block}
    >
      Create Profile
    </ButtonLink>
  );
}
