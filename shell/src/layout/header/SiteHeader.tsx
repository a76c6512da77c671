import { Button, Tag } from 'antd';
import { CrownOutlined, LogoutOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { isAdministrator, useCurrentUser } from '@reunion/web-kit';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';
import { ProfileLink } from './ProfileLink';
import { ReunionLogo } from './ReunionLogo';
import { useLogout } from './useLogout';

/**
 * Logo, '20-Year Reunion', the Super Admin badge, the links, profile and logout (docs/pages.md,
 * "Header and footer").
 */
export function SiteHeader() {
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand" aria-label="20-Year Reunion, home">
          <ReunionLogo />
          <span className="site-header__title">20-Year Reunion</span>
        </Link>
        {isAdministrator(user) && (
          <Tag color="#7a4d00" icon={<CrownOutlined aria-hidden />} className="site-header__badge">
            <span className="site-header__badge-text">Super Admin</span>
          </Tag>
        )}
        <nav aria-label="Main" className="site-header__nav">
          <NavLinks className="site-nav" />
        </nav>
        <div className="site-header__actions">
          <ProfileLink />
          <Button
            icon={<LogoutOutlined aria-hidden />}
            loading={logout.isPending}
            onClick={() => logout.mutate()}
          >
            Logout
          </Button>
        </div>
        <MobileMenu onLogout={() => logout.mutate()} loggingOut={logout.isPending} />
      </div>
    </header>
  );
}
