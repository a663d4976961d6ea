import { evaluateInTurn } from './libraries-in-turn';

it('evaluates each library in a task of its own, in their order', async () => {
  const seen: string[] = [];
  // A task queued during a library's evaluation runs before the next library is evaluated.
  const library = (name: string) => async () => {
    seen.push(name);
    setTimeout(() => seen.push(`task after ${name}`), 0);
  };

  await evaluateInTurn([library('react'), library('react-dom'), library('kernel')]);

  expect(seen).toEqual([
    'react',
    'task after react',
    'react-dom',
    'task after react-dom',
    'kernel',
    'task after kernel',
  ]);
});
