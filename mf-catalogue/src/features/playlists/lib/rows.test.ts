import { moveRow, reorderBody } from './rows';

it('sends a move as the range and the row it goes before, counted before the move', () => {
  expect(reorderBody(2, 1)).toEqual({ rangeStart: 2, insertBefore: 1, rangeLength: 1 });
  expect(reorderBody(0, 1)).toEqual({ rangeStart: 0, insertBefore: 2, rangeLength: 1 });
  expect(reorderBody(0, 3)).toEqual({ rangeStart: 0, insertBefore: 4, rangeLength: 1 });
});

it('moves a row to its new place, the others keeping their order', () => {
  expect(moveRow(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
  expect(moveRow(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
});
