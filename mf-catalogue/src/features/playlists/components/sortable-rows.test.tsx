import { act, fireEvent, render, screen } from '@testing-library/react';
import { toRows } from '../lib/rows';
import { anItem } from '../test/playlists';
import { SortableRows } from './sortable-rows';

const ROW_HEIGHT = 60;

/** The rows laid out one under the other, as a browser would (jsdom lays nothing out). */
function layOut() {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('li');
    const index = row ? [...row.parentElement!.children].indexOf(row) : 0;
    const top = index * ROW_HEIGHT;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 300,
      bottom: top + ROW_HEIGHT,
      width: 300,
      height: ROW_HEIGHT,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

/** jsdom has no pointer events: mouse events that say they come from the primary pointer. */
class FakePointerEvent extends MouseEvent {
  readonly isPrimary: boolean;
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.isPrimary = init.isPrimary ?? true;
    this.pointerId = init.pointerId ?? 1;
  }
}

beforeAll(() => Object.defineProperty(window, 'PointerEvent', { value: FakePointerEvent, configurable: true }));
afterAll(() => Object.defineProperty(window, 'PointerEvent', { value: undefined, configurable: true }));
afterEach(() => jest.restoreAllMocks());

function renderRows(onMove: (from: number, to: number) => void) {
  const rows = toRows([
    anItem(1, 0, { title: 'Aube' }),
    anItem(2, 1, { title: 'Midi' }),
    anItem(3, 2, { title: 'Soir' }),
  ]);
  render(
    <SortableRows
      rows={rows}
      onMove={onMove}
      renderRow={(row, _index, drag) => (
        <li key={row.key} ref={drag.ref} style={drag.style}>
          {drag.handle}
          {row.item.title}
        </li>
      )}
    />,
  );
}

/** Presses the row's handle, moves the pointer to `toY` (px from the list's top) and lets go. */
async function drag(title: string, fromY: number, toY: number) {
  const handle = screen.getByText(title).closest('li')?.querySelector('.kora-playlist-row__handle');
  if (!handle) throw new Error(`no handle on ${title}`);
  fireEvent.pointerDown(handle, { isPrimary: true, button: 0, clientX: 10, clientY: fromY });
  for (const y of [fromY + (toY - fromY) / 2, toY]) fireEvent.pointerMove(document, { clientX: 10, clientY: y });
  await act(async () => undefined);
  fireEvent.pointerUp(document, { clientX: 10, clientY: toY });
  await act(async () => undefined);
}

it('moves a row dragged by its handle to where it is dropped', async () => {
  layOut();
  const onMove = jest.fn();
  renderRows(onMove);
  await drag('Aube', 30, 150);
  expect(onMove).toHaveBeenCalledWith(0, 2);
  await drag('Soir', 150, 20);
  expect(onMove).toHaveBeenLastCalledWith(2, 0);
});

it('moves nothing on a press of the handle without a drag, or a drop in place', async () => {
  layOut();
  const onMove = jest.fn();
  renderRows(onMove);
  await drag('Midi', 90, 92);
  await drag('Midi', 90, 100);
  expect(onMove).not.toHaveBeenCalled();
});
