import { useMyProfile, usePageTitle } from '@reunion/web-kit';
import { EventDetailsSection } from './components/EventDetailsSection';
import { HeroSection } from './components/HeroSection';
import { JoinSection } from './components/JoinSection';
import { profileCta } from './profileCta';

/** The home screen (SPEC "Home"). */
export function HomePage() {
  usePageTitle('Home');
  const { profileId } = useMyProfile();
  const cta = profileCta(profileId);
  return (
    <div className="home">
      <HeroSection cta={cta} />
      <EventDetailsSection />
      <JoinSection cta={cta} />
    </div>
  );
}
