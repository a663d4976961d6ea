import {
  addRow,
  emptyRow,
  hasBadDuration,
  moveRow,
  removeRow,
  rowState,
  tracksToSend,
  updateRow,
  type AlbumRow,
} from './album-rows';

const row = (key: number, patch: Partial<AlbumRow> = {}): AlbumRow => ({ ...emptyRow(key), ...patch });
const audio = (name: string) => `http://localhost:4000/uploads/audio/${name}.wav`;
const keys = (rows: AlbumRow[]) => rows.map((r) => r.key);

describe('the state of a row', () => {
  it('is empty with nothing typed or uploaded (blank titles count as nothing)', () => {
    expect(rowState(row(1))).toBe('empty');
    expect(rowState(row(1, { title: '   ' }))).toBe('empty');
  });

  it('is partial with a title only, a file only, or a duration only', () => {
    expect(rowState(row(1, { title: 'Ouverture' }))).toBe('partial');
    expect(rowState(row(1, { audioUrl: audio('a') }))).toBe('partial');
    expect(rowState(row(1, { duration: '3:45' }))).toBe('partial');
  });

  it('is complete with a title and a file', () => {
    expect(rowState(row(1, { title: 'Ouverture', audioUrl: audio('a') }))).toBe('complete');
  });
});

it('sends only the complete rows, in their order, trimmed, with the duration when one is typed', () => {
  const rows = [
    row(1, { title: ' Ouverture ', duration: '3:45', audioUrl: audio('a') }),
    row(2, { title: 'Sans fichier' }),
    row(3),
    row(4, { audioUrl: audio('orphan') }),
    row(5, { title: 'Le fleuve', audioUrl: audio('b') }),
  ];
  expect(tracksToSend(rows)).toEqual([
    { title: 'Ouverture', duration: '3:45', audioFileUrl: audio('a') },
    { title: 'Le fleuve', audioFileUrl: audio('b') },
  ]);
  expect(tracksToSend(moveRow(rows, 5, -1))).toEqual(tracksToSend(rows));
  expect(
    tracksToSend(moveRow(moveRow(moveRow(moveRow(rows, 5, -1), 5, -1), 5, -1), 5, -1)).map((t) => t.title),
  ).toEqual(['Le fleuve', 'Ouverture']);
});

it('adds rows at the end and updates one row by its key', () => {
  const rows = addRow([row(1)], 2);
  expect(keys(rows)).toEqual([1, 2]);
  expect(updateRow(rows, 2, { title: 'Racines' })).toEqual([row(1), row(2, { title: 'Racines' })]);
});

it('removes a row, but empties the last one left instead of removing it', () => {
  const rows = [row(1, { title: 'A' }), row(2, { title: 'B' })];
  expect(keys(removeRow(rows, 1, 9))).toEqual([2]);
  const last = removeRow([row(2, { title: 'B', duration: '2:00', audioUrl: audio('b') })], 2, 9);
  expect(last).toEqual([emptyRow(9)]);
  expect(rowState(last[0])).toBe('empty');
});

it('moves a row up or down one place, and leaves it at either end', () => {
  const rows = [row(1), row(2), row(3)];
  expect(keys(moveRow(rows, 2, -1))).toEqual([2, 1, 3]);
  expect(keys(moveRow(rows, 2, 1))).toEqual([1, 3, 2]);
  expect(keys(moveRow(rows, 1, -1))).toEqual([1, 2, 3]);
  expect(keys(moveRow(rows, 3, 1))).toEqual([1, 2, 3]);
});

it("spots a typed duration that is not 'm:ss'", () => {
  expect(hasBadDuration(row(1, { duration: '3:45' }))).toBe(false);
  expect(hasBadDuration(row(1, { duration: '1:02:03' }))).toBe(false);
  expect(hasBadDuration(row(1))).toBe(false);
  expect(hasBadDuration(row(1, { duration: '345' }))).toBe(true);
  expect(hasBadDuration(row(1, { duration: '3:75' }))).toBe(true);
});
