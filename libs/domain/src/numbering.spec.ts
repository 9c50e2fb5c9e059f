import {
  formatDocumentNumber,
  NUMBER_ASSIGNED_ON_SAVE,
  numberToSend,
  NumberingMessages,
  numberPatternError,
  numberPeriod,
} from './numbering';

describe('number patterns', () => {
  it.each([
    ['INV-{YYYY}-{SEQ:4}', 7, '2026-11-25', 'INV-2026-0007', '2026'],
    ['P{YY}{MM}-{SEQ:2}', 12, '2026-01-05', 'P2601-12', '2026-01'],
    ['{YYYY}/{MM}/{DD}-{SEQ}', 3, '2026-11-25', '2026/11/25-3', '2026-11-25'],
    ['Q #{SEQ:3}', 1234, '2026-11-25', 'Q #1234', ''],
  ])('%s with %i on %s makes %s (period %j)', (pattern, seq, day, number, period) => {
    expect(numberPatternError(pattern)).toBeNull();
    expect(formatDocumentNumber(pattern, seq, day)).toBe(number);
    expect(numberPeriod(pattern, day)).toBe(period);
  });

  it.each([
    ['INV-{YYYY}', NumberingMessages.noSequence],
    ['{SEQ}-{X}', NumberingMessages.unknownToken('{X}')],
    ['{MM}-{SEQ}', NumberingMessages.monthWithoutYear],
    ['{YYYY}{DD}-{SEQ}', NumberingMessages.dayWithoutMonth],
    ['{SEQ:0}', NumberingMessages.seqWidth],
    ['A<{SEQ}>', NumberingMessages.badText],
    [`${'A'.repeat(40)}{SEQ}`, NumberingMessages.tooLong],
  ])('refuses %j', (pattern, message) => {
    expect(numberPatternError(pattern)).toBe(message);
  });
});

describe('numberToSend', () => {
  it('sends no number while the pattern assigns it on save', () => {
    expect(numberToSend(NUMBER_ASSIGNED_ON_SAVE)).toBeUndefined();
  });

  it('sends a number the field holds, typed or already assigned', () => {
    expect(numberToSend('ANG-2026-007')).toBe('ANG-2026-007');
    expect(numberToSend('INV-1767571200000')).toBe('INV-1767571200000');
  });
});
