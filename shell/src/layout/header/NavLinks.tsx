import { NavLink } from 'react-router-dom';
import { navItems } from './navItems';

/** The header's links; the current page is marked with aria-current by NavLink. */
export function NavLinks({
  className,
  onNavigate,
}: {
  className: string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={className}>
      {navItems.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.to === '/'} className="nav-link" onClick={onNavigate}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
