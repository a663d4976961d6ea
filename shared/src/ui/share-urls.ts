/** The networks a page can be shared on. 'x' and 'twitter' both open X's share page. */
export type ShareNetwork = 'facebook' | 'x' | 'twitter' | 'vk' | 'whatsapp';

/** Each network's name as shown on its link. */
export const SHARE_NETWORK_NAMES: Readonly<Record<ShareNetwork, string>> = {
  facebook: 'Facebook',
  x: 'X',
  twitter: 'Twitter',
  vk: 'VK',
  whatsapp: 'WhatsApp',
};

/** The network's share page for a page address and its title. */
export function shareUrl(network: ShareNetwork, url: string, title: string): string {
  const address = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${address}`;
    case 'x':
    case 'twitter':
      return `https://x.com/intent/tweet?url=${address}&text=${text}`;
    case 'vk':
      return `https://vk.com/share.php?url=${address}&title=${text}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
  }
}
