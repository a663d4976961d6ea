import { render } from '@testing-library/react';
import { HighlightedText } from './highlighted-text';

function marked(text: string, matches: { start: number; length: number }[]) {
  const { container } = render(
    <p>
      <HighlightedText text={text} matches={matches} />
    </p>,
  );
  return {
    text: container.textContent,
    marks: [...container.querySelectorAll('mark')].map((mark) => mark.textContent),
  };
}

it('marks each matched part of the text and keeps the rest as it is', () => {
  expect(
    marked('Soleil de Bamako', [
      { start: 10, length: 6 },
      { start: 0, length: 6 },
    ]),
  ).toEqual({
    text: 'Soleil de Bamako',
    marks: ['Soleil', 'Bamako'],
  });
});

it('keeps accents and ignores ranges that overlap or fall outside the text', () => {
  expect(
    marked('Beyoncé', [
      { start: 0, length: 7 },
      { start: 3, length: 2 },
      { start: 20, length: 3 },
    ]),
  ).toEqual({
    text: 'Beyoncé',
    marks: ['Beyoncé'],
  });
});

it('shows markup in a title as text, never as elements', () => {
  const { container } = render(<HighlightedText text="<b>x</b> live" matches={[{ start: 9, length: 4 }]} />);
  expect(container.querySelector('b')).toBeNull();
  expect(container.textContent).toBe('<b>x</b> live');
});
