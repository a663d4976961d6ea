import { aCheckInTicket } from '@kora/shared/testing';
import { aDoorKeyPair, signTicket } from '../testing/signed-tickets';
import { toBase64Url } from './base64url';
import { publicKeyOf } from './ticket-code';
import { verifyTicket, type DoorContext } from './verify-ticket';

const door = aDoorKeyPair();
const publicKey = publicKeyOf(door.key);

function context(overrides: Partial<DoorContext> = {}): DoorContext {
  return {
    eventId: 1,
    publicKey,
    tickets: [
      aCheckInTicket(10, { holder: 'awa', ticketTypeName: 'VIP' }),
      aCheckInTicket(11, { status: 'used', usedAt: '2026-12-12T19:40:00.000Z' }),
      aCheckInTicket(12, { status: 'transferred' }),
      aCheckInTicket(13, { status: 'cancelled' }),
    ],
    scans: [],
    ...overrides,
  };
}

it('lets in a genuine ticket of the event, with its holder and type from the list', () => {
  expect(verifyTicket(signTicket(door.secretKey, { ticketId: 10 }), context())).toEqual({
    outcome: 'checked-in',
    ticketId: 10,
    ticket: aCheckInTicket(10, { holder: 'awa', ticketTypeName: 'VIP' }),
  });
});

it('accepts surrounding spaces of a pasted code', () => {
  expect(verifyTicket(`  ${signTicket(door.secretKey, { ticketId: 10 })}\n`, context()).outcome).toBe('checked-in');
});

it('lets in a genuine ticket sold after the list was downloaded', () => {
  expect(verifyTicket(signTicket(door.secretKey, { ticketId: 99 }), context())).toEqual({
    outcome: 'checked-in',
    ticketId: 99,
    ticket: null,
  });
});

it('calls forged a code whose body was changed after signing', () => {
  const genuine = signTicket(door.secretKey, { ticketId: 10 });
  const [prefix, , signature] = genuine.split('.');
  const otherBody = toBase64Url(new TextEncoder().encode(JSON.stringify([14, 1, 1, 7, 'secret-10'])));
  expect(verifyTicket(`${prefix}.${otherBody}.${signature}`, context())).toEqual({ outcome: 'forged' });
});

it('calls forged a code signed with another key', () => {
  const stranger = aDoorKeyPair();
  expect(verifyTicket(signTicket(stranger.secretKey, { ticketId: 10 }), context())).toEqual({ outcome: 'forged' });
});

it.each([
  ['an empty text', ''],
  ['a random text', 'bonjour'],
  ['another prefix', 'KT2.abc.def'],
  ['a truncated code', 'KT1.WzEwLDEsMSw3LCJzIl0'],
  ['characters outside base64url', 'KT1.W+zE.a/b='],
])('calls forged %s', (_case, code) => {
  expect(verifyTicket(code, context())).toEqual({ outcome: 'forged' });
});

it('calls forged a well-signed body that is not a ticket', () => {
  const claims = { ticketId: 10, code: '' };
  expect(verifyTicket(signTicket(door.secretKey, claims), context())).toEqual({ outcome: 'forged' });
});

it('refuses every code when the stored key is unusable', () => {
  const code = signTicket(door.secretKey, { ticketId: 10 });
  expect(verifyTicket(code, context({ publicKey: publicKeyOf({ ...door.key, x: 'AAAA' }) }))).toEqual({
    outcome: 'forged',
  });
});

it('says a genuine ticket of another event is not for this door', () => {
  expect(verifyTicket(signTicket(door.secretKey, { ticketId: 10, eventId: 2 }), context())).toEqual({
    outcome: 'other-event',
    ticketId: 10,
    eventId: 2,
  });
});

it.each([
  [12, 'transferred'],
  [13, 'cancelled'],
])('refuses the old code of ticket %i, now %s', (ticketId, status) => {
  expect(verifyTicket(signTicket(door.secretKey, { ticketId }), context())).toMatchObject({
    outcome: 'not-valid',
    ticketId,
    status,
  });
});

it('says when a ticket the list marks used was used', () => {
  expect(verifyTicket(signTicket(door.secretKey, { ticketId: 11 }), context())).toMatchObject({
    outcome: 'already-used',
    usedAt: '2026-12-12T19:40:00.000Z',
    here: false,
  });
});

it('refuses a second scan on this device, with the time of the first', () => {
  const code = signTicket(door.secretKey, { ticketId: 10 });
  const scans = [{ ticketId: 10, scannedAt: '2026-12-12T19:45:00.000Z' }];
  expect(verifyTicket(code, context({ scans }))).toMatchObject({
    outcome: 'already-used',
    usedAt: '2026-12-12T19:45:00.000Z',
    here: true,
  });
});

it('refuses a second scan of a ticket sold after the download', () => {
  const code = signTicket(door.secretKey, { ticketId: 99 });
  const scans = [{ ticketId: 99, scannedAt: '2026-12-12T19:45:00.000Z' }];
  expect(verifyTicket(code, context({ scans }))).toMatchObject({ outcome: 'already-used', ticket: null });
});
