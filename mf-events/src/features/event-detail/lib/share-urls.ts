export type ShareNetwork = 'facebook' | 'x' | 'whatsapp';

export const SHARE_NETWORKS: readonly ShareNetwork[] = ['facebook', 'x', 'whatsapp'];

/** Each network's share page for the event's address and title. */
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
