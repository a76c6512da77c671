import { directoryCardFields } from '../directory/directory-card.schema.js';
import { contactFields } from './contact-visibility.js';
import { fieldVisibleTo, visibleFields } from './field-visibility.js';
import {
  type FieldSeenBy,
  fieldsWhere,
  profileFieldNames,
  profileFieldTable,
} from './profile-field-table.js';

const settings = { email: 'organisers', phoneNumber: 'only-me', city: 'classmates' } as const;

describe('the field table', () => {
  it('lets members choose only for the contact details their settings hold', () => {
    expect(fieldsWhere((field) => field.seenBy === 'member-chooses')).toEqual([...contactFields]);
  });

  it('searches only what the directory cards carry', () => {
    const searched = fieldsWhere((field) => field.search);
    expect(searched.filter((field) => !(directoryCardFields as string[]).includes(field))).toEqual(
      [],
    );
  });

  it('gives every field a label of its own', () => {
    const labels = profileFieldNames.map((name) => profileFieldTable[name].label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('visibleFields', () => {
  const profile = { email: 'a@b.test', phoneNumber: '123', city: 'Avon', company: 'X' };

  it('blanks what the reader may not see and copies only the fields named', () => {
    expect(visibleFields(profile, ['email', 'phoneNumber', 'city'], 'classmate', settings)).toEqual(
      { email: null, phoneNumber: null, city: 'Avon' },
    );
    expect(visibleFields(profile, ['email', 'phoneNumber'], 'organiser', settings)).toEqual({
      email: 'a@b.test',
      phoneNumber: null,
    });
    expect(
      visibleFields(profile, ['email', 'phoneNumber', 'city', 'company'], 'owner', settings),
    ).toEqual(profile);
  });

  it('applies a fixed audience whatever the member chose', () => {
    for (const name of profileFieldNames) {
      const seenBy = profileFieldTable[name].seenBy as FieldSeenBy;
      if (seenBy === 'member-chooses') continue;
      expect(fieldVisibleTo(name, 'owner', settings)).toBe(true);
      expect(fieldVisibleTo(name, 'organiser', settings)).toBe(seenBy !== 'only-me');
      expect(fieldVisibleTo(name, 'classmate', settings)).toBe(seenBy === 'classmates');
    }
  });
});
