import { describe, expect, it } from 'vitest';
import {
  emptyPropertyForm,
  toFormData,
  validatePropertyForm,
  validateRoom,
  type PropertyFormValues,
} from './form-values';

const unit: PropertyFormValues = {
  ...emptyPropertyForm(),
  name: 'Residensi Bukit Jalil',
  address: 'Jalan Jalil 1, 57000 Kuala Lumpur',
  description: 'Two bedrooms.',
  price: 1800,
  depositAmount: 3600,
};

describe('property form values', () => {
  it('applies the shared rules with the server’s messages', () => {
    expect(validatePropertyForm(emptyPropertyForm())).toEqual({
      name: 'Name is required',
      address: 'Address is required',
      description: 'Description is required',
      price: 'Price is required',
      depositAmount: 'Deposit is required',
    });
    expect(validatePropertyForm({ ...unit, price: 100001 })).toEqual({ price: 'Price must be at most 100000' });
    expect(validatePropertyForm({ ...unit, type: 'Room Rental', price: '', depositAmount: '' })).toEqual({
      rooms: 'Add at least one room',
    });
    expect(validatePropertyForm(unit)).toEqual({});
  });

  it('checks money as typed: never rewritten, the server’s messages', () => {
    expect(validatePropertyForm({ ...unit, price: '-5' })).toEqual({ price: 'Price must be at least 1' });
    expect(validatePropertyForm({ ...unit, price: '12.5' })).toEqual({ price: 'Price must be a whole number' });
    expect(validatePropertyForm({ ...unit, price: '1e3' })).toEqual({ price: 'Price must be a number' });
    expect(validatePropertyForm({ ...unit, depositAmount: '4.50' })).toEqual({
      depositAmount: 'Deposit must be a whole number',
    });
    expect(validatePropertyForm({ ...unit, price: '0' })).toEqual({ price: 'Price must be at least 1' });
    expect(validatePropertyForm({ ...unit, price: '100001' })).toEqual({ price: 'Price must be at most 100000' });
    expect(toFormData({ ...unit, price: '1,800' }, [], { fileField: 'images' }).get('price')).toBe('1800');
  });

  it('checks a room’s money as typed too', () => {
    const room = { key: 'k', name: 'Master', price: '900', depositAmount: '900', description: '' };
    expect(validateRoom(room)).toEqual({});
    expect(validateRoom({ ...room, price: '-5' })).toEqual({ price: 'Price must be at least 1' });
    expect(validateRoom({ ...room, price: '12.5' })).toEqual({ price: 'Price must be a whole number' });
    expect(validateRoom({ ...room, price: '1e3' })).toEqual({ price: 'Price must be a number' });
    expect(validateRoom({ ...room, depositAmount: '4.50' })).toEqual({
      depositAmount: 'Deposit must be a whole number',
    });
    expect(validateRoom({ ...room, price: '0' })).toEqual({ price: 'Price must be at least 1' });
    expect(validateRoom({ ...room, price: '100001' })).toEqual({ price: 'Price must be at most 100000' });
    expect(validateRoom({ ...room, price: '' })).toEqual({ price: 'Price is required' });
  });

  it('sends unit prices for a unit and rooms as JSON text for a room rental', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const unitForm = toFormData(unit, [file], { fileField: 'images' });
    expect(unitForm.get('price')).toBe('1800');
    expect(unitForm.get('rooms')).toBeNull();
    expect(unitForm.getAll('images')).toHaveLength(1);

    const rooms = toFormData(
      {
        ...unit,
        type: 'Room Rental',
        price: '',
        depositAmount: '',
        rooms: [{ key: 'k', _id: 'r1', name: 'Master', price: 900, depositAmount: 900, description: '' }],
      },
      [file],
      { fileField: 'newImages', removeImages: ['/api/files/x-detail.webp'] },
    );
    expect(rooms.get('price')).toBeNull();
    expect(JSON.parse(String(rooms.get('rooms')))).toEqual([
      { _id: 'r1', name: 'Master', price: 900, depositAmount: 900, description: null },
    ]);
    expect(rooms.getAll('newImages')).toHaveLength(1);
    expect(rooms.get('removeImages')).toBe('["/api/files/x-detail.webp"]');
  });

  it('checks and sends the late-payment clause (ADR 0031): only the chosen type’s fields, errors on its inputs', () => {
    expect(JSON.parse(String(toFormData(unit, [], { fileField: 'images' }).get('latePaymentClause')))).toEqual({
      type: 'none',
    });
    const fixed = { ...unit, lateClause: { type: 'fixed' as const, fee: '50', rate: '9', graceDays: '3', cap: '' } };
    expect(validatePropertyForm(fixed)).toEqual({});
    expect(JSON.parse(String(toFormData(fixed, [], { fileField: 'images' }).get('latePaymentClause')))).toEqual({
      type: 'fixed',
      feeRm: 50,
      graceDays: '3',
      capPercent: '',
    });
    const interest = {
      ...unit,
      lateClause: { type: 'interest' as const, fee: '', rate: '30', graceDays: '61', cap: '0' },
    };
    expect(validatePropertyForm(interest)).toEqual({
      'lateClause.rate': 'Interest rate must be more than 0 and at most 24% a year',
      'lateClause.graceDays': 'Grace days must be between 0 and 60',
      'lateClause.cap': 'Cap must be between 1% and 100%',
    });
    expect(
      validatePropertyForm({ ...interest, lateClause: { ...interest.lateClause, rate: '8', graceDays: '7', cap: '' } }),
    ).toEqual({});
  });
});
