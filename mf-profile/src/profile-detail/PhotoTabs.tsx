import { Avatar, Tabs, theme } from 'antd';
import type { Profile } from '@reunion/contracts';
import { fullName } from '../common/fullName';

function Photo({ src, alt }: { readonly src: string; readonly alt: string }) {
  const { token } = theme.useToken();
  return (
    <img
      src={src}
      alt={alt}
      style={{
        width: '100%',
        aspectRatio: '1 / 1',
        objectFit: 'cover',
        borderRadius: token.borderRadiusLG,
        display: 'block',
        background: token.colorFillQuaternary,
      }}
    />
  );
}

/** Up to three photos as tabs; one photo needs no tabs, none shows the initials. */
export function PhotoTabs({ profile }: { readonly profile: Profile }) {
  const name = fullName(profile);
  const photos = (profile.photos ?? []).slice(0, 3);
  const [only] = photos;
  if (photos.length === 0) {
    const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();
    return (
      <div role="img" aria-label={`${name} has no photo`}>
        <Avatar size={160} style={{ fontSize: 56 }}>
          {initials}
        </Avatar>
      </div>
    );
  }
  if (photos.length === 1 && only) return <Photo src={only} alt={`Photo of ${name}`} />;
  return (
    <Tabs
      aria-label={`Photos of ${name}`}
      items={photos.map((src, index) => ({
        key: String(index),
        label: `Photo ${index + 1}`,
        children: <Photo src={src} alt={`Photo ${index + 1} of ${name}`} />,
      }))}
    />
  );
}
