import { useEffect, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTexts } from '../testing';
import { AreaErrorBoundary } from './error-boundary';

let mounts = 0;
let failing = true;

/** A piece that fails while `failing`, and counts how often it is mounted afresh. */
function Piece() {
  const [mount] = useState(() => (mounts += 1));
  useEffect(() => {
    if (failing) throw new Error('down');
  }, []);
  return <p>Monté {mount} fois</p>;
}

beforeAll(() => loadTexts());
beforeEach(() => {
  mounts = 0;
  failing = true;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('keeps a failure inside its area, and its Retry mounts the area afresh', async () => {
  render(
    <AreaErrorBoundary area="mf-catalogue">
      <Piece />
    </AreaErrorBoundary>,
  );
  const retry = await screen.findByRole('button', { name: 'Réessayer' });
  failing = false;
  await userEvent.click(retry);
  // Mounted afresh: a new state and its effect run again, where a re-render would have kept both.
  expect(await screen.findByText('Monté 2 fois')).toBeInTheDocument();
});
