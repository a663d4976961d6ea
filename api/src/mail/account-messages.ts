import type { MailMessage } from './mailer';

/** The name a mail greets: the first name when the account has one, else the username. */
export interface Recipient {
  email: string;
  username: string;
  firstname: string | null;
}

const greeting = (to: Recipient) => `Bonjour ${to.firstname ?? to.username},\n\n`;
const SIGNATURE = "\n\nL'équipe Kora";

export function passwordResetMessage(to: Recipient, link: string): MailMessage {
  return {
    to: to.email,
    subject: 'Réinitialisation de votre mot de passe Kora',
    text:
      greeting(to) +
      `Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, utilisable une seule fois) :\n${link}\n\n` +
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé." +
      SIGNATURE,
  };
}

/** Sent to the address an account leaves, so that its owner learns of a change they did not make. */
export function emailChangedMessage(to: Recipient, newEmail: string, contactUrl: string): MailMessage {
  return {
    to: to.email,
    subject: 'Votre adresse email Kora a été modifiée',
    text:
      greeting(to) +
      `L'adresse email de votre compte Kora « ${to.username} » est désormais ${newEmail}. ` +
      'Les messages du compte, dont les liens de réinitialisation du mot de passe, y seront envoyés.\n\n' +
      `Si vous n'êtes pas à l'origine de ce changement, contactez-nous sans attendre : ${contactUrl}` +
      SIGNATURE,
  };
}
