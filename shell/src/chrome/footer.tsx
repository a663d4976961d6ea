import { useTranslation } from '@kora/shared';
import { FOOTER_NAMESPACE } from './footer-texts';
import { Link } from 'react-router-dom';
import './chrome.css';
import './footer.css';
import { CONTACT_EMAIL, CONTACT_PHONE, FOOTER_GROUPS, SOCIAL_LINKS } from './footer-links';
import { KoraLogo } from './kora-logo';
import { NewsletterForm } from './newsletter-form';
import { SocialIcon } from './social-icon';

export function Footer() {
  const { t } = useTranslation(FOOTER_NAMESPACE);
  return (
    <footer className="kora-footer" aria-label={t('footer.label')}>
      <div className="kora-footer__grid">
        <section className="kora-footer__brand" aria-labelledby="kora-footer-contact">
          <KoraLogo label="Kora" />
          <p>{t('footer.tagline')}</p>
          <h2 id="kora-footer-contact" className="kora-footer__title">
            {t('footer.contact')}
          </h2>
          <ul className="kora-footer__links">
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </li>
            <li>
              <a href={`tel:${CONTACT_PHONE.replace(/\s/g, '')}`}>{CONTACT_PHONE}</a>
            </li>
          </ul>
        </section>
        {FOOTER_GROUPS.map((group) => (
          <section key={group.title} aria-labelledby={`kora-footer-${group.title}`}>
            <h2 id={`kora-footer-${group.title}`} className="kora-footer__title">
              {t(`footer.${group.title}`)}
            </h2>
            <ul className="kora-footer__links">
              {group.links.map((entry) => (
                <li key={entry.label}>
                  <Link to={entry.to}>{t(`footer.${entry.label}`)}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="kora-footer-follow">
          <h2 id="kora-footer-follow" className="kora-footer__title">
            {t('footer.followUs')}
          </h2>
          <ul className="kora-footer__social">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.label}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(`footer.social.${social.label}`)}
                >
                  <SocialIcon network={social.label} />
                </a>
              </li>
            ))}
          </ul>
          <h2 className="kora-footer__title">{t('footer.newsletter')}</h2>
          <p className="kora-footer__note">{t('footer.newsletterText')}</p>
          <NewsletterForm />
        </section>
      </div>
      <p className="kora-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
