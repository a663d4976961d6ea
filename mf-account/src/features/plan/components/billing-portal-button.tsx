import { useState } from 'react';
import { errorText, FormMessage, href, http, useTranslation } from '@kora/shared';
import { openBillingPortal } from '@kora/shared/contracts/endpoints';
import { redirectTo, siteUrl } from '../../../common/lib/redirect';

/** Opens the payment provider's billing portal, which comes back to the profile. */
export function BillingPortalButton() {
  const { t } = useTranslation('account');
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function open() {
    setOpening(true);
    setError(null);
    try {
      const { url } = await http.call(openBillingPortal, { body: { returnUrl: siteUrl(href('profile')) } });
      if (!url) throw new Error('no portal url');
      redirectTo(url);
    } catch (failure) {
      setError(errorText(failure, t('billing.portalError')));
      setOpening(false);
    }
  }

  return (
    <div className="kora-billing-portal">
      <button
        type="button"
        className="kora-button"
        disabled={opening}
        aria-busy={opening || undefined}
        onClick={() => void open()}
      >
        {t('billing.portal')}
      </button>
      <FormMessage kind="error">{error}</FormMessage>
    </div>
  );
}
