import { aCheckInList, aCheckInTicket } from '@kora/shared/testing';
import { doorCounts, withList, withScan, withSyncAnswer, type DoorDesk } from './door-desk';

const list = aCheckInList({
  tickets: [aCheckInTicket(1, { holder: 'awa' }), aCheckInTicket(2, { holder: 'moussa' })],
  sold: 2,
  checkedIn: 0,
});
const scanned = (desk: DoorDesk, ticketId: number, scannedAt: string) =>
  withScan(desk, { code: `code-${ticketId}`, ticketId, scannedAt });

it('counts the scans waiting for the server as checked in', () => {
  const desk = scanned(scanned(withList(null, list, '2030-06-21T18:00:00.000Z'), 1, 'a'), 2, 'b');
  expect(doorCounts(desk)).toEqual({ checkedIn: 2, sold: 2, waiting: 2 });
});

it('takes the server’s word after a sync, and keeps what it refused as conflicts', () => {
  const desk = scanned(
    scanned(withList(null, list, 'then'), 1, '2030-06-21T19:35:00.000Z'),
    2,
    '2030-06-21T19:36:00.000Z',
  );
  const sent = desk.scans;
  const after = withSyncAnswer(desk, sent, {
    results: [
      { code: 'code-1', ticketId: 1, outcome: 'checked-in', usedAt: '2030-06-21T19:35:00.000Z' },
      { code: 'code-2', ticketId: 2, outcome: 'already-used', usedAt: '2030-06-21T19:31:00.000Z' },
    ],
    checkedIn: 2,
    sold: 3,
  });
  expect(doorCounts(after)).toEqual({ checkedIn: 2, sold: 3, waiting: 0 });
  expect(after.list.tickets).toEqual([
    aCheckInTicket(1, { holder: 'awa', status: 'used', usedAt: '2030-06-21T19:35:00.000Z' }),
    aCheckInTicket(2, { holder: 'moussa', status: 'used', usedAt: '2030-06-21T19:31:00.000Z' }),
  ]);
  expect(after.conflicts).toEqual([
    {
      ticketId: 2,
      holder: 'moussa',
      scannedAt: '2030-06-21T19:36:00.000Z',
      outcome: 'already-used',
      usedAt: '2030-06-21T19:31:00.000Z',
    },
  ]);
});

it('settles only the scans sent: one made meanwhile still waits', () => {
  const desk = scanned(withList(null, list, 'then'), 1, 'a');
  const sent = desk.scans;
  const meanwhile = scanned(desk, 2, 'b');
  const after = withSyncAnswer(meanwhile, sent, {
    results: [{ code: 'code-1', ticketId: 1, outcome: 'not-valid', usedAt: null }],
    checkedIn: 0,
    sold: 1,
  });
  expect(doorCounts(after)).toEqual({ checkedIn: 1, sold: 1, waiting: 1 });
  expect(after.conflicts).toEqual([{ ticketId: 1, holder: 'awa', scannedAt: 'a', outcome: 'not-valid', usedAt: null }]);
});

it('keeps the scans and conflicts when a new list is downloaded', () => {
  const desk = scanned(withList(null, list, 'then'), 1, 'a');
  const renewed = withList(desk, { ...list, sold: 5 }, 'now');
  expect(renewed.downloadedAt).toBe('now');
  expect(renewed.scans).toEqual(desk.scans);
  expect(doorCounts(renewed)).toEqual({ checkedIn: 1, sold: 5, waiting: 1 });
});
