import { needsVipMark } from './vip-mark';

it.each([
  ['Carré Or', true, true],
  ['VIP', true, false],
  ['Carré VIP', true, false],
  ['vip light', true, false],
  ['Standard', false, false],
  ['Vipère', true, true],
  ['Loge-VIP', true, false],
])('%s (VIP: %p) shows the mark: %p', (name, vip, mark) => {
  expect(needsVipMark({ name, vip })).toBe(mark);
});
