import { mayBeListeningCopy, offlineLock, playsSavedCopy } from './offline-rules';

const now = new Date('2026-11-27T12:00:00Z');
const rights = { offlineMode: true, recheckBefore: '2026-12-20T12:00:00Z', purchasedTrackIds: [7] };
const streamed = { purchased: false, trackId: 3 };

describe('offline rules', () => {
  it('plays a saved copy while the plan includes offline mode and the rights were confirmed within 30 days', () => {
    expect(offlineLock(streamed, rights, now)).toBeNull();
  });

  it('locks it when the plan lapsed to one without offline mode', () => {
    expect(offlineLock(streamed, { ...rights, offlineMode: false }, now)).toBe('plan');
  });

  it('locks it when the rights were not confirmed online for too long, or never', () => {
    expect(offlineLock(streamed, rights, new Date('2026-12-21T00:00:00Z'))).toBe('recheck');
    expect(offlineLock(streamed, null, now)).toBe('recheck');
  });

  it('keeps a bought track playable on every plan', () => {
    expect(offlineLock({ purchased: true, trackId: 3 }, { ...rights, offlineMode: false }, now)).toBeNull();
    expect(offlineLock({ purchased: false, trackId: 7 }, { ...rights, offlineMode: false }, now)).toBeNull();
  });

  it('lets the worker answer from a saved copy only within the same rules', () => {
    const playback = {
      username: 'marc.ondes',
      playableUntil: '2026-12-20T12:00:00Z',
      ownedAudio: ['http://api/owned.mp3'],
    };
    expect(playsSavedCopy(playback, 'http://api/a.mp3', now)).toBe(true);
    expect(playsSavedCopy(playback, 'http://api/a.mp3', new Date('2027-01-01T00:00:00Z'))).toBe(false);
    expect(playsSavedCopy({ ...playback, playableUntil: null }, 'http://api/a.mp3', now)).toBe(false);
    expect(playsSavedCopy({ ...playback, playableUntil: null }, 'http://api/owned.mp3', now)).toBe(true);
    expect(playsSavedCopy(null, 'http://api/owned.mp3', now)).toBe(false);
  });
});

describe('which requests may be for a saved listening copy', () => {
  it('takes files under audio/, on the API or on a CDN, and nothing else', () => {
    for (const address of [
      'http://localhost:4000/uploads/audio/demo/track-2-1.mp3',
      'https://media.kora.example/audio/3f2c.mp3',
      'https://cdn.kora.example/public/audio/3f2c.mp3',
      'http://localhost:4000/uploads/audio/episode-4.m4a',
    ]) {
      expect(mayBeListeningCopy(new URL(address))).toBe(true);
    }
    for (const address of [
      'http://localhost:4000/uploads/images/demo/covers/release-3.png',
      'http://localhost:4000/api/releases/3',
      'https://media.kora.example/episodes/3f2c.mp3',
      'http://localhost:3000/audio',
    ]) {
      expect(mayBeListeningCopy(new URL(address))).toBe(false);
    }
  });
});
