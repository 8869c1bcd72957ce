import { formatNumber } from './format';

describe('formatNumber', () => {
  it('writes decimals with a comma, one digit at most, no grouping; a dash for nothing', () => {
    expect(formatNumber(613.3)).toBe('613,3');
    expect(formatNumber(613.35)).toBe('613,4');
    expect(formatNumber(1000)).toBe('1000');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(null)).toBe('—');
    expect(formatNumber(undefined, '-')).toBe('-');
  });
});
