import { act, render, screen } from '@testing-library/react';
import { useResource } from './use-resource';

function Releases({ load }: { load: () => Promise<string[]> }) {
  const releases = useResource(() => load(), []);
  if (releases.status === 'loading') return <p>loading</p>;
  if (releases.status === 'error') return <button onClick={releases.reload}>{releases.error.message}</button>;
  return <p>{releases.data.join(', ')}</p>;
}

it('shows loading, then the data', async () => {
  render(<Releases load={() => Promise.resolve(['Minuit Quarante', 'Papillons'])} />);
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByText('Minuit Quarante, Papillons')).toBeInTheDocument();
});

it('shows the error and loads again on reload', async () => {
  const load = jest
    .fn()
    .mockRejectedValueOnce(new Error('Error loading releases'))
    .mockResolvedValueOnce(['Papillons']);
  render(<Releases load={load} />);
  const retry = await screen.findByRole('button', { name: 'Error loading releases' });
  await act(async () => retry.click());
  expect(await screen.findByText('Papillons')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
