import { artistSlug } from './slug';

describe('artistSlug', () => {
  it.each([
    ['Awa Koné', 'awa-koné'],
    ['  Salif   Keita ', 'salif-keita'],
    ['DJ Arafat', 'dj-arafat'],
    ['Tiken', 'tiken'],
    ['', ''],
    [null, ''],
  ])('%p → %p', (name, expected) => {
    expect(artistSlug(name)).toBe(expected);
  });
});
