import { formatMoney as siteMoney } from '@kora/shared/format';
import { formatDate, formatMoney } from './html';

describe('amounts and dates on the pages the API serves (checkout, billing portal, invoices)', () => {
  it('are written exactly as the site writes them', () => {
    expect(formatMoney(1999, 'EUR')).toBe(siteMoney(19.99, 'EUR'));
    expect(formatMoney(1312, 'XOF')).toBe('1\u202f312\u00a0FCFA');
    expect(formatMoney(216, 'USD')).toBe('2,16\u00a0USD');
  });

  it('give the day in French, or a dash when there is none', () => {
    expect(formatDate('2025-03-15T23:30:00.000Z')).toBe('15 mars 2025');
    expect(formatDate(null)).toBe('—');
  });
});
