import { saveBlob } from './save-blob';

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

it('saves the file under its name through a link to it, and lets its address go a moment later', () => {
  jest.useFakeTimers();
  const file = new Blob(['BEGIN:VCALENDAR'], { type: 'text/calendar' });
  const addressOf = jest.fn((_blob: Blob) => 'blob:agenda');
  const revoke = jest.fn();
  Object.assign(URL, { createObjectURL: addressOf, revokeObjectURL: revoke });
  const clicked: { href: string; download: string; inPage: boolean }[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, inPage: this.isConnected });
  });

  saveBlob(file, 'nuit-du-ngoni.ics');

  expect(addressOf).toHaveBeenCalledWith(file);
  expect(clicked).toEqual([{ href: 'blob:agenda', download: 'nuit-du-ngoni.ics', inPage: true }]);
  expect(document.querySelector('a')).toBeNull();
  expect(revoke).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1000);
  expect(revoke).toHaveBeenCalledWith('blob:agenda');
});
