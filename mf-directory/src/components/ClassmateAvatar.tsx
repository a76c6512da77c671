import type { CSSProperties } from 'react';
import type { DirectoryCard } from '@reunion/contracts';

/** Shown at 96 CSS px; the 160 px thumbnail stays sharp on most high-density screens. */
export const AVATAR_SIZE = 96;

const frame: CSSProperties = {
  width: AVATAR_SIZE,
  height: AVATAR_SIZE,
  borderRadius: '50%',
  flex: 'none',
  objectFit: 'cover',
  background: '#e6efe9',
};

function initials(card: DirectoryCard): string {
  return `${card.firstName.charAt(0)}${card.lastName.charAt(0)}`.toUpperCase();
}

/**
 * The card's thumbnail, fetched only when the card nears the screen, with its size fixed so the
 * grid does not shift as pictures arrive. Decorative: the card's name says who it is.
 */
export function ClassmateAvatar({ card }: { card: DirectoryCard }) {
  if (!card.thumbnailUrl) {
    return (
      <div
        aria-hidden="true"
        style={{
          ...frame,
          display: 'grid',
          placeItems: 'center',
          fontSize: 30,
          fontWeight: 600,
          color: '#0b5d3b',
        }}
      >
        {initials(card)}
      </div>
    );
  }
  return (
    <img
      src={card.thumbnailUrl}
      alt=""
      width={AVATAR_SIZE}
      height={AVATAR_SIZE}
      loading="lazy"
      decoding="async"
      style={frame}
    />
  );
}
