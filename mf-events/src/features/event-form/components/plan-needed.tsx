import { Link } from 'react-router-dom';
import { href, useFormat, useTranslation } from '@kora/shared';
import { PLANS_WITH_EVENTS } from '../lib/event-plans';
import './event-form.css';

/** Instead of the form, for someone whose plan does not create events: which plans do, and where to get one. */
export function PlanNeeded() {
  const { t } = useTranslation('events');
  const { locale } = useFormat();
  const plans = new Intl.ListFormat(locale, { type: 'disjunction' }).format(
    PLANS_WITH_EVENTS.map((plan) => plan.label),
  );
  return (
    <div className="kora-event-form__plan-needed">
      <p className="kora-event-form__plan-needed-title">{t('form.planNeeded', { plans })}</p>
      <p className="kora-field__hint">{t('form.planNeededHint')}</p>
      <Link className="kora-button kora-button--accent" to={href('profile')} state={{ tab: 'plan' }}>
        {t('form.seePlans')}
      </Link>
    </div>
  );
}
