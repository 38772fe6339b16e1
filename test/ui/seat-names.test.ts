import { describe, expect, it } from 'vitest';
import { joinedName, seatNames } from '../../ui/boards/seat-names.ts';
import type { SeatInfo } from '../../ui/boards/table-props.ts';

describe('seat names at the table', () => {
  it('the joined name, trimmed, or the seat number for an empty or blank seat', () => {
    const seats = [{ id: 0, name: '  Ada ' }, { id: 1 }, { id: 2, name: '   ' }] as SeatInfo[];
    expect(seatNames(['0', '1', '2'], seats)).toEqual({ 0: 'Ada', 1: 'Seat 2', 2: 'Seat 3' });
  });

  it('a name that is not a string (kept by a store from before the lobby checked types) reads as the seat number, without throwing', () => {
    const seats = [{ id: 0, name: 5 }, { id: 1, name: { first: 'Ada' } }] as unknown as SeatInfo[];
    expect(seatNames(['0', '1'], seats)).toEqual({ 0: 'Seat 1', 1: 'Seat 2' });
    expect([5, {}, null, '  ', ' Grace '].map(joinedName)).toEqual([undefined, undefined, undefined, undefined, 'Grace']);
  });
});
