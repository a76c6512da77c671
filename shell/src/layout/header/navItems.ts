/**
 * The header's links (docs/pages.md, "Header and footer"), in order; Photos so the album is
 * reachable.
 */
export const navItems = [
  { to: '/', label: 'Home' },
  { to: '/search', label: 'Search' },
  { to: '/event-details', label: 'Event Details' },
  { to: '/admin', label: 'Insights' },
  { to: '/class-gift', label: 'Class Gift' },
  { to: '/photos', label: 'Photos' },
] as const;
