import { render, screen } from '@testing-library/react';
import { initI18n, setLanguage } from '../i18n/i18n';
import { useFormat } from './use-format';

// Reading the visitor's zone is what starts the browser's date data (resolvedOptions().timeZone).
const readZone = jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
beforeAll(async () => {
  await initI18n();
  await setLanguage('fr');
});
afterAll(() => readZone.mockRestore());

function Counts({ withDate }: { withDate: boolean }) {
  const format = useFormat();
  return (
    <p>
      {format.count(1500)} {withDate ? format.date('2025-03-15T12:00:00Z') : null}
    </p>
  );
}

it("reads the visitor's time zone only once a date is shown, and then once", () => {
  render(<Counts withDate={false} />);
  expect(screen.getByText(/1,5\s?k/)).toBeInTheDocument();
  expect(readZone).not.toHaveBeenCalled();

  render(<Counts withDate />);
  render(<Counts withDate />);
  expect(screen.getAllByText(/mars 2025/)).toHaveLength(2);
  expect(readZone).toHaveBeenCalledTimes(1);
});
