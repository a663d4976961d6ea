import type { Profile } from '@kora/shared/contracts';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import './settings.css';

/** The Paramètres tab: profile editing and the password change. */
export function SettingsTab({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  return (
    <div className="kora-settings">
      <ProfileForm profile={profile} onSaved={onSaved} />
      <PasswordForm />
    </div>
  );
}
