/** What a support request is about (the web shows compte, paiement, billets, boutique, création, autre). */
export const SUPPORT_CATEGORIES = ['account', 'payment', 'tickets', 'store', 'creation', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
