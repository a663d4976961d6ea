import { shareUrl } from './share-urls';

const url = 'https://kora.example/event/7?ref=home';
const title = 'Nuit du ngoni & amis';

describe('shareUrl', () => {
  it('opens each network share page with the encoded address and title', () => {
    const address = encodeURIComponent(url);
    const text = encodeURIComponent(title);
    expect(shareUrl('facebook', url, title)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${address}`);
    expect(shareUrl('x', url, title)).toBe(`https://x.com/intent/tweet?url=${address}&text=${text}`);
    expect(shareUrl('vk', url, title)).toBe(`https://vk.com/share.php?url=${address}&title=${text}`);
    expect(shareUrl('whatsapp', url, title)).toBe(
      `https://wa.me/?text=${encodeURIComponent('Nuit du ngoni & amis https://kora.example/event/7?ref=home')}`,
    );
  });

  it('sends twitter to the X intent too', () => {
    expect(shareUrl('twitter', url, title)).toBe(shareUrl('x', url, title));
  });
});
