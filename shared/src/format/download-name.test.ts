import { downloadFileName } from './download-name';

describe('downloadFileName', () => {
  it('lowercases the title and replaces non-alphanumerics with underscores', () => {
    expect(downloadFileName('Mon Titre (Live)!', 'https://x.test/a.mp3')).toBe('mon_titre__live__.mp3');
    expect(downloadFileName('Été 2024', '/uploads/audio/x.mp3')).toBe('_t__2024.mp3');
  });

  it('takes the extension from the URL, ignoring query and fragment', () => {
    expect(downloadFileName('a', 'https://x.test/b.FLAC?sig=1#t')).toBe('a.flac');
    expect(downloadFileName('a', '/uploads/audio/b.wav')).toBe('a.wav');
    expect(downloadFileName('a', '/v/clip.webm')).toBe('a.webm');
  });

  it('falls back to the media type, then mp3', () => {
    expect(downloadFileName('a', null, 'audio/ogg')).toBe('a.ogg');
    expect(downloadFileName('a', '/stream', 'audio/x-wav')).toBe('a.wav');
    expect(downloadFileName('a', '/stream', 'audio/aac; charset=binary')).toBe('a.aac');
    expect(downloadFileName('a', 'https://x.test/b.exe', 'video/mp4')).toBe('a.mp4');
    expect(downloadFileName('a', null)).toBe('a.mp3');
  });

  it('names an untitled file "track"', () => {
    expect(downloadFileName('', null)).toBe('track.mp3');
  });
});
