import { useTranslation } from '@kora/shared';

/** 'Réponse sous 24 h': what the requester's plan promised when the request was opened. */
export function RequestPromise({ hours }: { hours: number }) {
  const { t } = useTranslation('account');
  return <span className="kora-support-promise">{t('support.promise', { count: hours })}</span>;
}
