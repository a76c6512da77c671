import { CarOutlined, CalendarOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { reunionFacts } from '@reunion/contracts';

const features = [
  { icon: <UserOutlined aria-hidden />, text: 'Create and search alumni profiles' },
  { icon: <CalendarOutlined aria-hidden />, text: 'Register for reunion activities' },
  { icon: <CarOutlined aria-hidden />, text: 'Coordinate travel and accommodation' },
  { icon: <TeamOutlined aria-hidden />, text: 'Connect with fellow alumni' },
];

/**
 * The right-hand panel of the auth screen (docs/pages.md, "Sign in and register"); plain markup,
 * painted first.
 */
export function PromoPanel() {
  return (
    <section className="auth-promo" aria-labelledby="auth-promo-title">
      <h2 id="auth-promo-title" className="auth-promo__title">
        Welcome back to Fontainebleau
      </h2>
      <p className="auth-promo__dates">{reunionFacts.datesAndPlace}</p>
      <p>Everything you need for the Class of 2005J 20-year reunion, in one place:</p>
      <ul className="auth-promo__features">
        {features.map((feature) => (
          <li key={feature.text}>
            <span className="auth-promo__icon">{feature.icon}</span>
            {feature.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
