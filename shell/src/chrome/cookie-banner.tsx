import { href, useTranslation } from '@kora/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import './banners.css';
import './chrome.css';
import { acceptCookies, cookiesAccepted } from './cookie-consent';

/** How long after cookie acceptance the store promotion appears (spec: 300 ms). */
export const PROMOTION_DELAY_MS = 300;

type BannerStep = 'cookies' | 'waiting' | 'promotion' | 'done';

/** The promotion's code is asked for when cookies are accepted: it is there by the time it shows. */
const loadPromotion = () => import(/* webpackChunkName: "promotion-banner" */ './promotion-banner');
const PromotionBanner = lazy(() => loadPromotion().then((module) => ({ default: module.PromotionBanner })));

/** The cookie banner until cookies are accepted, then the store promotion 300 ms later. */
export function CookieBanner() {
  const { t } = useTranslation('shell');
  const [step, setStep] = useState<BannerStep>(() => (cookiesAccepted() ? 'done' : 'cookies'));

  useEffect(() => {
    if (step !== 'waiting') return undefined;
    const timer = setTimeout(() => setStep('promotion'), PROMOTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step]);

  if (step === 'promotion')
    return (
      <Suspense fallback={null}>
        <PromotionBanner onClose={() => setStep('done')} />
      </Suspense>
    );
  if (step !== 'cookies') return null;

  return (
    <section className="kora-banner kora-banner--cookies" aria-label={t('cookies.label')}>
      <p>
        {t('cookies.text')} <Link to={href('privacy')}>{t('cookies.privacy')}</Link>
      </p>
      <div className="kora-banner__actions">
        <button
          type="button"
          className="kora-button kora-button--accent"
          onClick={() => {
            acceptCookies();
            void loadPromotion();
            setStep('waiting');
          }}
        >
          {t('cookies.accept')}
        </button>
      </div>
    </section>
  );
}
