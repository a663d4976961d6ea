import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { RowsUntilSortable } from './rows-until-sortable';

function Rows({ sortable }: { sortable: boolean }) {
  const list = useRef<HTMLElement>(null);
  const rows = (kind: string) => (
    <ol>
      {['aube', 'midi'].map((key) => (
        <li key={`${kind}-${key}`} data-row={key}>
          <button type="button" data-control="down">
            {`Descendre ${key} (${kind})`}
          </button>
        </li>
      ))}
    </ol>
  );
  return (
    <section ref={list}>
      {sortable ? rows('triables') : <RowsUntilSortable list={list}>{rows('simples')}</RowsUntilSortable>}
    </section>
  );
}

it('gives the focus back to the same control when the sortable rows replace the plain ones', async () => {
  const { rerender } = render(<Rows sortable={false} />);
  screen.getByRole('button', { name: 'Descendre midi (simples)' }).focus();
  rerender(<Rows sortable />);
  await Promise.resolve();
  expect(screen.getByRole('button', { name: 'Descendre midi (triables)' })).toHaveFocus();
});

it('leaves the focus alone when it was not in the rows', async () => {
  const { rerender } = render(
    <>
      <input aria-label="Ailleurs" />
      <Rows sortable={false} />
    </>,
  );
  screen.getByRole('textbox', { name: 'Ailleurs' }).focus();
  rerender(
    <>
      <input aria-label="Ailleurs" />
      <Rows sortable />
    </>,
  );
  await Promise.resolve();
  expect(screen.getByRole('textbox', { name: 'Ailleurs' })).toHaveFocus();
});
