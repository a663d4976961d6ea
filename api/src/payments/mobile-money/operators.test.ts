import { isOperatorId, operatorLabel, operatorOfPaymentMethod, OPERATORS } from './operators';

describe('mobile-money operators', () => {
  it('are Orange Money, MTN MoMo, Moov Money and Wave', () => {
    expect(OPERATORS.map((operator) => [operator.id, operator.label])).toEqual([
      ['orange', 'Orange Money'],
      ['mtn', 'MTN MoMo'],
      ['moov', 'Moov Money'],
      ['wave', 'Wave'],
    ]);
    expect(operatorLabel('mtn')).toBe('MTN MoMo');
    expect(isOperatorId('wave')).toBe(true);
    expect(isOperatorId('free')).toBe(false);
    expect(isOperatorId(undefined)).toBe(false);
  });

  it("are read from CinetPay's payment_method, with or without a country suffix", () => {
    expect(operatorOfPaymentMethod('OM')).toBe('orange');
    expect(operatorOfPaymentMethod('OMCI')).toBe('orange');
    expect(operatorOfPaymentMethod('MOMO')).toBe('mtn');
    expect(operatorOfPaymentMethod('MOMOCM')).toBe('mtn');
    expect(operatorOfPaymentMethod('FLOOZ')).toBe('moov');
    expect(operatorOfPaymentMethod('WAVECI')).toBe('wave');
    expect(operatorOfPaymentMethod('VISAM')).toBeNull();
    expect(operatorOfPaymentMethod(null)).toBeNull();
  });
});
