import { href, type RouteId } from '@kora/shared';

/** A footer link: `label` is a key under `footer.` in the footer's namespace (`shellFooter`). */
export interface FooterLink {
  label: string;
  to: string;
}

export interface FooterGroup {
  title: string;
  links: FooterLink[];
}

const link = (label: string, route: RouteId): FooterLink => ({ label, to: href(route) });

/** Every help link leads to the privacy page, as the spec says. */
const helpLink = (label: string): FooterLink => link(label, 'privacy');

export const FOOTER_GROUPS: FooterGroup[] = [
  {
    title: 'browse',
    links: [link('releases', 'releases'), link('music', 'artists'), link('video', 'releases')],
  },
  {
    title: 'help',
    links: [
      helpLink('accountBilling'),
      helpLink('plansPricing'),
      helpLink('supportedDevices'),
      helpLink('accessibility'),
    ],
  },
  {
    title: 'about',
    links: [
      link('aboutUs', 'about'),
      link('terms', 'privacy'),
      link('privacy', 'privacy'),
      link('contact', 'contact'),
      link('support', 'contact'),
    ],
  },
];

export const CONTACT_EMAIL = 'contact@kora.example';
export const CONTACT_PHONE = '+33 1 23 45 67 89';

/** Social profiles; `label` is a key under `footer.social.`, the icon is drawn by `SocialIcon`. */
export const SOCIAL_LINKS = [
  { label: 'facebook', url: 'https://www.facebook.com/' },
  { label: 'x', url: 'https://x.com/' },
  { label: 'instagram', url: 'https://www.instagram.com/' },
  { label: 'youtube', url: 'https://www.youtube.com/' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['label'];
