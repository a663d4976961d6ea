import { act } from 'react';
import { timeSlicedRoots } from './time-sliced-roots';

it('draws what it is given, and takes it away on unmount', async () => {
  const container = document.createElement('div');
  const root = timeSlicedRoots.createRoot(container);
  await act(async () => root.render(<p>Nouveautés</p>));
  expect(container.textContent).toBe('Nouveautés');
  await act(async () => root.unmount());
  expect(container.textContent).toBe('');
});
