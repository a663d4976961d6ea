import { Link } from 'react-router-dom';
import { CheckboxField, href, useTranslation } from '@kora/shared';

interface PrivacyConsentProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
}

/** The privacy-policy checkbox every account form asks for, with a link to the policy. */
export function PrivacyConsent({ checked, onChange, error }: PrivacyConsentProps) {
  const { t } = useTranslation('account');
  const label = (
    <>
      {t('privacy.accept')}{' '}
      <Link to={href('privacy')} target="_blank" rel="noopener">
        {t('privacy.policy')}
      </Link>
    </>
  );
  return <CheckboxField label={label} checked={checked} onChange={onChange} error={error} />;
}
