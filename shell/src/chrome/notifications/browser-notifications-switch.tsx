import { CheckboxField, useTranslation } from '@kora/shared';
import { useState } from 'react';
import { askPermission, browserPermission, isOptedIn, setOptedIn } from './browser-notifications';
import { NOTIFICATION_TEXTS_NAMESPACE } from './notification-texts-on-demand';

/** "Also receive browser notifications": asks the browser's permission and remembers the choice. */
export function BrowserNotificationsSwitch() {
  const { t } = useTranslation(NOTIFICATION_TEXTS_NAMESPACE);
  const [permission, setPermission] = useState(browserPermission);
  const [optedIn, setOptedInState] = useState(isOptedIn);
  if (permission === 'unsupported') return null;

  const blocked = permission === 'denied';
  const choose = async (wanted: boolean) => {
    const answer = wanted ? await askPermission() : permission;
    const on = wanted && answer === 'granted';
    setPermission(answer);
    setOptedIn(on);
    setOptedInState(on);
  };

  return (
    <div className="kora-notifications__browser">
      <CheckboxField
        role="switch"
        label={t('notifications.browser.label')}
        checked={optedIn && permission === 'granted'}
        disabled={blocked}
        hint={blocked ? t('notifications.browser.blocked') : undefined}
        onChange={(wanted) => void choose(wanted)}
      />
    </div>
  );
}
