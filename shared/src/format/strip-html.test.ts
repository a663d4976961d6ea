import { stripHtml } from './strip-html';

describe('stripHtml', () => {
  it('gives the plain text, blocks separated by a space', () => {
    expect(stripHtml('<p>Nouvel <b>album</b></p><p>disponible&nbsp;!</p>')).toBe('Nouvel album disponible\u00a0!');
    expect(stripHtml('Ligne 1<br>Ligne 2')).toBe('Ligne 1 Ligne 2');
  });

  it('leaves out script contents', () => {
    expect(stripHtml('<script>alert(1)</script>Bonjour <img src=x onerror=alert(1)>')).toBe('Bonjour');
    expect(stripHtml('<p>Bonjour<script>alert(1)</script><style>p{}</style> !</p>')).toBe('Bonjour !');
  });

  it('gives an empty string for missing html', () => {
    expect(stripHtml(undefined)).toBe('');
  });
});
