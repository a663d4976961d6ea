import { useTranslation } from '@kora/shared';
import { FOOTER_NAMESPACE } from './footer-texts';
import { useState } from 'react';

/** Newsletter sign-up; no newsletter service exists yet, so it only thanks the visitor. */
export function NewsletterForm() {
  const { t } = useTranslation(FOOTER_NAMESPACE);
  const [subscribed, setSubscribed] = useState(false);
  return (
    <form
      className="kora-newsletter"
      onSubmit={(event) => {
        event.preventDefault();
        event.currentTarget.reset();
        setSubscribed(true);
      }}
    >
      <label htmlFor="kora-newsletter-email">{t('footer.newsletterEmail')}</label>
      <div className="kora-newsletter__row">
        <input id="kora-newsletter-email" className="kora-input" type="email" required autoComplete="email" />
        <button type="submit" className="kora-button kora-button--accent">
          {t('footer.newsletterSubmit')}
        </button>
      </div>
      <p role="status" className="kora-newsletter__status">
        {subscribed ? t('footer.newsletterThanks') : ''}
      </p>
    </form>
  );
}
