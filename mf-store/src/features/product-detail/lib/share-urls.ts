export type ShareNetwork = 'facebook' | 'x' | 'whatsapp';

export const SHARE_NETWORKS: readonly ShareNetwork[] = ['facebook', 'x', 'whatsapp'];

export const NETWORK_NAMES: Readonly<Record<ShareNetwork, string>> = {
  facebook: 'Facebook',
  x: 'X',
  whatsapp: 'WhatsApp',
};

/** Each network's share page for the product's address and name. */
export function shareUrl(network: ShareNetwork, url: string, title: string): string {
  const address = encodeURIComponent(url);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${address}`;
    case 'x':
      return `https://x.com/intent/tweet?url=${address}&text=${encodeURIComponent(title)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
  }
}
