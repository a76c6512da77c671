import { createProfileRequestSchema } from '@reunion/contracts';
import { aProfile } from '../testing/fixtures';
import { emptyFormValues, formValuesFromProfile } from './formValues';
import { toRequestBody } from './requestBody';

describe('toRequestBody', () => {
  it('builds a body the strict request schema accepts, from a new form', () => {
    const values = {
      ...emptyFormValues(),
      firstName: ' Grace ',
      lastName: 'Hopper',
      country: 'United States',
    };
    const body = toRequestBody(values, 'draft', []);
    expect(createProfileRequestSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      firstName: 'Grace',
      email: '',
      industry: '',
      accommodationTown: '',
      arrivalDate: '',
      kidsCount: 0,
      kidsAges: [],
      status: 'draft',
    });
    expect(body).not.toHaveProperty('countryCode');
  });

  it('never carries what the server owns, even from a fetched profile', () => {
    const body = toRequestBody(formValuesFromProfile(aProfile()), 'published', ['/uploads/a.jpg']);
    for (const key of ['id', 'userId', 'createdAt', 'updatedAt', 'countryCode']) {
      expect(body).not.toHaveProperty(key);
    }
    expect(createProfileRequestSchema.safeParse(body).success).toBe(true);
  });

  it('fills an empty town before saving', () => {
    const base = { ...emptyFormValues(), firstName: 'A', lastName: 'B', country: 'France' };
    expect(
      toRequestBody({ ...base, accommodation: 'INSEAD Hotel Ermitage' }, 'draft', [])
        .accommodationTown,
    ).toBe('Fontainebleau');
    expect(toRequestBody({ ...base, accommodation: 'Airbnb' }, 'draft', []).accommodationTown).toBe(
      'Other',
    );
    expect(
      toRequestBody({ ...base, accommodation: 'Not yet decided' }, 'draft', []).accommodationTown,
    ).toBe('');
    expect(
      toRequestBody(
        { ...base, accommodation: 'Airbnb', accommodationTown: 'Barbizon' },
        'draft',
        [],
      ).accommodationTown,
    ).toBe('Barbizon');
  });

  it('sends one age per kid, a missing one as null for the server to name', () => {
    const base = { ...emptyFormValues(), firstName: 'A', lastName: 'B', country: 'France' };
    expect(
      toRequestBody({ ...base, kidsCount: 2, kidsAges: [3, 5, 9] }, 'draft', []).kidsAges,
    ).toEqual([3, 5]);
    expect(toRequestBody({ ...base, kidsCount: 2, kidsAges: [3] }, 'draft', []).kidsAges).toEqual([
      3,
      null,
    ]);
  });
});

describe('formValuesFromProfile', () => {
  it('turns empty values into empty controls and splits the phone number', () => {
    const values = formValuesFromProfile(
      aProfile({
        thinkingChange: null,
        accommodationTown: null,
        industry: null,
        kidsCount: 2,
        kidsAges: [4],
      }),
    );
    expect(values.thinkingChange).toBe('');
    expect(values.accommodationTown).toBeUndefined();
    expect(values.industry).toBeUndefined();
    expect(values.kidsAges).toEqual([4, 0]);
    expect(values.countryCode).toBe('France');
    expect(values.phoneNumber).toBe('6 12 34 56 78');
    expect(values.photos).toEqual([
      { kind: 'stored', key: '/uploads/profiles/a1.jpg', url: '/uploads/profiles/a1.jpg' },
    ]);
  });
});
