import { useSessionStore } from '@kora/shared';
import { remoteShows } from './remote-shows';

describe('which remote shows a location', () => {
  afterEach(() => useSessionStore.getState().signOut());

  it('keeps a screen that needs an account from loading for a visitor, who is sent to sign in instead', () => {
    expect(remoteShows('creator', '/artist/dashboard')).toBe(false);
    expect(remoteShows('events', '/tickets')).toBe(false);
  });

  it('shows it once someone is signed in', () => {
    useSessionStore.getState().signIn({ token: 'a.b.c', username: 'lina.duval' });
    expect(remoteShows('creator', '/artist/dashboard')).toBe(true);
  });

  it('shows public screens to everyone, each in the remote that owns it', () => {
    expect(remoteShows('catalogue', '/releases')).toBe(true);
    expect(remoteShows('events', '/releases')).toBe(false);
  });
});
