import { HydrateOnView, useMyProfile, usePageTitle } from '@reunion/web-kit';
import { EventDetailsSection } from './components/EventDetailsSection';
import { HeroSection } from './components/HeroSection';
import { JoinSection } from './components/JoinSection';
import { profileCta } from './profileCta';

/** The home screen (docs/pages.md, "Home"). */
export function HomePage() {
  usePageTitle('Home');
  const { profileId, profileStatus } = useMyProfile();
  const cta = profileCta(profileId, profileStatus);
  return (
    <div className="home">
      <HeroSection cta={cta} />
      {/* Below the hero: taken over as the visitor scrolls to them. */}
      <HydrateOnView>
        <EventDetailsSection />
      </HydrateOnView>
      <HydrateOnView>
        <JoinSection cta={cta} />
      </HydrateOnView>
    </div>
  );
}
