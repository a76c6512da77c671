/**
 * What the footer says (SPEC "Header and footer"). The addresses, names and numbers are the
 * class team's to fill in: the spec lists what the footer holds, not its values, so these are
 * placeholders on reserved example domains until the team supplies the real ones.
 */
export const footerContent = {
  eventName: 'Class of 2005J 20-Year Reunion',
  eventDates: 'June 27-29, 2025 • Fontainebleau, France',
  preEvent: 'Paris pre-reunion gathering: Thursday, June 26, 2025',
  socialLinks: [
    { label: 'LinkedIn group', href: 'https://www.linkedin.com/' },
    { label: 'Facebook group', href: 'https://www.facebook.com/' },
    { label: 'Instagram', href: 'https://www.instagram.com/' },
  ],
  quickLinks: [
    { label: 'Event Schedule', to: '/event-details#schedule' },
    { label: 'Create Profile', to: '/create-profile' },
    { label: 'Search Profiles', to: '/browse' },
    { label: 'Accommodation', to: '/event-details#accommodation' },
    { label: 'Insights', to: '/admin' },
  ],
  contactEmail: 'reunion2005j@example.org',
  socialRepresentatives: [
    { name: 'Class representative (LinkedIn)', channel: 'LinkedIn' },
    { name: 'Class representative (Facebook)', channel: 'Facebook' },
    { name: 'Class representative (Instagram)', channel: 'Instagram' },
  ],
  technicalSupport: {
    app: 'WhatsApp',
    label: 'Message technical support on WhatsApp',
    href: 'https://wa.me/',
  },
} as const;
