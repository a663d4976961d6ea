import { plainText } from './plain-text';

describe('plainText', () => {
  it('keeps the words of an HTML description, without its tags', () => {
    expect(plainText('<p>Le magazine <b>sonore</b>\n du soir</p><p>et de la nuit.</p>')).toBe(
      'Le magazine sonore du soir et de la nuit.',
    );
  });

  it('decodes entities, and removes the tags they hid', () => {
    expect(plainText('Rock &amp; soul&nbsp;: l&#39;été, l&#x2019;hiver')).toBe("Rock & soul : l'été, l’hiver");
    expect(plainText('Avant &lt;script&gt;alert(1)&lt;/script&gt; après')).toBe('Avant alert(1) après');
    expect(plainText('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<|script>/);
  });

  it('keeps plain text as it is, and gives an empty text for nothing', () => {
    expect(plainText('Moins de 10 minutes <3')).toBe('Moins de 10 minutes <3');
    expect(plainText(null)).toBe('');
  });
});
