import { describe, expect, it } from 'vitest';
import { isOrderNumber, orderNumberOf } from './order-number';

describe('the order number rule', () => {
  it.each([
    ['NAEN000100102', true],
    ['NAen000100102', true],
    ['NAABCD123456789', true],
    [' NAFR000200201 ', true],
    ['NAE000100102', false],
    ['NAABCDE123456789', false],
    ['NAEN00010010', false],
    ['NAEN000100102000', false],
    ['naEN000100102', false],
    ['XXEN000100102', false],
    ['NAE-000100102', false],
    ['', false],
  ])('%s follows the rule: %s', (value, expected) => {
    expect(isOrderNumber(value)).toBe(expected);
  });
  it('gives the number as the shop stores it, or null', () => {
    expect(orderNumberOf(' NAen000100102 ')).toBe('NAEN000100102');
    expect(orderNumberOf('NA12')).toBeNull();
  });
});
