import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { franceClock } from '@reunion/contracts';
import { apiQuery } from '@reunion/web-kit';
import { footerContent as content } from './footerContent';

/**
 * The footer (docs/pages.md, "Header and footer"), with the copyright of the current year. Its
 * addresses and the social representatives' names are the site's configuration: a
 * server-rendered page brings them along, and what is not configured is left out, heading and
 * all.
 */
export function SiteFooter() {
  // France's year, not the server's or the phone's: around New Year they differ, and the
  // server's text must be the browser's (docs/pages.md, "Dates and times").
  const year = franceClock(Date.now()).getUTCFullYear();
  // Fixed until the server restarts: asked for once per visit at most.
  const { data: links } = useQuery({ ...apiQuery('siteLinks'), staleTime: Infinity });
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-event">
          <h2 id="footer-event" className="site-footer__heading">
            {content.eventName}
          </h2>
          <p>{content.eventDates}</p>
          <p>{content.preEvent}</p>
          {links && links.social.length > 0 && (
            <ul className="site-footer__list site-footer__social" aria-label="Social media">
              {links.social.map((link) => (
                <li key={link.label}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="site-footer__heading">
            Quick Links
          </h2>
          <ul className="site-footer__list">
            {content.quickLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            Contact
          </h2>
          {links?.contactEmail && (
            <p>
              Reunion team: <a href={`mailto:${links.contactEmail}`}>{links.contactEmail}</a>
            </p>
          )}
          {links && links.representatives.length > 0 && (
            <>
              <p id="footer-representatives" className="site-footer__subheading">
                Social media representatives
              </p>
              <ul className="site-footer__list" aria-labelledby="footer-representatives">
                {links.representatives.map((representative) => (
                  <li key={representative.channel}>
                    {representative.channel}: {representative.name}
                  </li>
                ))}
              </ul>
            </>
          )}
          {links?.technicalSupport && (
            <p>
              Technical support via {links.technicalSupport.app}:{' '}
              <a href={links.technicalSupport.href} target="_blank" rel="noopener noreferrer">
                Message technical support on {links.technicalSupport.app}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          )}
        </section>
      </div>
      <p className="site-footer__copyright">
        © {year} {content.eventName}. All rights reserved.
      </p>
    </footer>
  );
}
