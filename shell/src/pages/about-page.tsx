import { href, useFormat, useDocumentTitle, useTranslation } from '@kora/shared';
import type { PlanName } from '@kora/shared/contracts';
import { Link } from 'react-router-dom';
import '../chrome/chrome.css';
import './static-page.css';
import { STATIC_PAGES_NAMESPACE } from './locales/on-demand';

const STEPS = ['account', 'explore', 'support', 'share'] as const;
const FEATURES = ['player', 'events', 'podcasts', 'store'] as const;

interface PlanCard {
  name: PlanName;
  /** EUR per month (platform.md §6). */
  price: number;
  /** Keys under `about.plans.perks.`, with their values when the text needs one. */
  perks: [string, Record<string, number>?][];
}

/** The plan table of platform.md §6, as the about page presents it. */
const PLANS: PlanCard[] = [
  {
    name: 'free',
    price: 0,
    perks: [['audioWithAds'], ['favorites', { count: 50 }], ['playlists', { count: 3 }]],
  },
  {
    name: 'starter',
    price: 9.99,
    perks: [
      ['audioWithoutAds'],
      ['offlineMode'],
      ['favorites', { count: 500 }],
      ['playlists', { count: 20 }],
      ['events'],
    ],
  },
  {
    name: 'premium',
    price: 19.99,
    perks: [
      ['audioWithoutAds'],
      ['offlineMode'],
      ['favoritesUnlimited'],
      ['playlistsUnlimited'],
      ['eventsVip'],
      ['storeDiscount', { percent: 15 }],
      ['contentCreation'],
      ['prioritySupport'],
      ['unlimitedDownloads'],
    ],
  },
];

function PlanOffer({ plan }: { plan: PlanCard }) {
  const { t } = useTranslation(STATIC_PAGES_NAMESPACE);
  const format = useFormat();
  const planName = t(`plans.names.${plan.name}`, { ns: 'shell' });
  return (
    <li className={`kora-card kora-plan kora-plan--${plan.name}`}>
      <h3>{planName}</h3>
      <p className="kora-plan__price">
        <strong>{format.price(plan.price)}</strong> {t('about.plans.perMonth')}
      </p>
      <ul className="kora-plan__perks">
        {plan.perks.map(([perk, values]) => (
          <li key={perk}>{t(`about.plans.perks.${perk}`, values)}</li>
        ))}
      </ul>
      <Link
        to={href('register')}
        className="kora-button kora-button--accent"
        aria-label={t('about.plans.signUpTo', { plan: planName })}
      >
        {t('about.plans.signUp')}
      </Link>
    </li>
  );
}

export function AboutPage() {
  const { t } = useTranslation(STATIC_PAGES_NAMESPACE);
  useDocumentTitle(t('about.title'));
  return (
    <article className="kora-static-page">
      <h1>{t('about.title')}</h1>
      <section aria-labelledby="kora-about-mission">
        <h2 id="kora-about-mission">{t('about.mission.title')}</h2>
        <p className="kora-static-page__lead">{t('about.mission.text')}</p>
      </section>
      <section aria-labelledby="kora-about-steps">
        <h2 id="kora-about-steps">{t('about.steps.title')}</h2>
        <ol className="kora-steps">
          {STEPS.map((step) => (
            <li key={step} className="kora-card">
              <h3>{t(`about.steps.${step}.title`)}</h3>
              <p>{t(`about.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="kora-about-features">
        <h2 id="kora-about-features">{t('about.features.title')}</h2>
        <ul className="kora-card-grid">
          {FEATURES.map((feature) => (
            <li key={feature} className="kora-card">
              <h3>{t(`about.features.${feature}.title`)}</h3>
              <p>{t(`about.features.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="kora-about-plans">
        <h2 id="kora-about-plans">{t('about.plans.title')}</h2>
        <ul className="kora-card-grid kora-card-grid--plans">
          {PLANS.map((plan) => (
            <PlanOffer key={plan.name} plan={plan} />
          ))}
        </ul>
      </section>
    </article>
  );
}
