import { useId } from 'react';
import { Link } from 'react-router-dom';
import { href, useTranslation } from '@kora/shared';

interface PrivacyConsentProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
}

/** The privacy-policy checkbox every account form asks for, with a link to the policy. */
export function PrivacyConsent({ checked, onChange, error }: PrivacyConsentProps) {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <div className="kora-field kora-field--checkbox">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>
        {t('privacy.accept')}{' '}
        <Link to={href('privacy')} target="_blank" rel="noopener">
          {t('privacy.policy')}
        </Link>
      </label>
      {error && (
        <p id={`${id}-error`} className="kora-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
