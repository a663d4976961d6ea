import { episodeGuid, podcastGuid } from './podcast-guid';

describe('podcast:guid', () => {
  it('is the Podcasting 2.0 UUIDv5 of the feed URL without scheme and trailing slash', () => {
    // The example of the namespace's documentation (podcastindex.org/namespace/1.0#guid).
    expect(podcastGuid('https://mp3s.nashownotes.com/pc20rss.xml')).toBe('917393e3-1b1e-5cef-ace4-edaa54e1f810');
    expect(podcastGuid('http://mp3s.nashownotes.com/pc20rss.xml/')).toBe('917393e3-1b1e-5cef-ace4-edaa54e1f810');
  });

  it('gives each episode its own guid, the same on every call', () => {
    const podcast = podcastGuid('https://api.kora.test/api/podcasts/1/feed.xml');
    expect(episodeGuid(podcast, 1)).toBe(episodeGuid(podcast, 1));
    expect(episodeGuid(podcast, 1)).not.toBe(episodeGuid(podcast, 2));
    expect(episodeGuid(podcast, 1)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
