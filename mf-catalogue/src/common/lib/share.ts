/** Where each share link opens, for a page address and its title. */
export type ShareNetwork = 'facebook' | 'twitter' | 'vk' | 'whatsapp';

export function shareUrl(network: ShareNetwork, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${text}`;
    case 'vk':
      return `https://vk.com/share.php?url=${u}&title=${text}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
  }
}
