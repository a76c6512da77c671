// Only the table is imported here: profile.schema.ts and profile-fields.schema.ts read every
// schema when they load, and would hide what this checks.
import { profileFieldNames, profileFieldTable, textFieldNames } from './profile-field-table.js';

const isMade = (name: (typeof profileFieldNames)[number], key: 'schema' | 'read') =>
  'value' in Object.getOwnPropertyDescriptor(profileFieldTable[name], key)!;

describe('the field table', () => {
  it('makes no schema for a reader of labels and flags', () => {
    expect(textFieldNames).toContain('firstName');
    expect(profileFieldNames.map((name) => profileFieldTable[name].label)).toContain('City');
    const made = profileFieldNames.filter((name) => isMade(name, 'schema') || isMade(name, 'read'));
    expect(made).toEqual([]);
  });

  it("makes a field's schema on its first read and keeps it", () => {
    const first = profileFieldTable.kidsAges.schema;
    expect(profileFieldTable.kidsAges.schema).toBe(first);
    expect(isMade('kidsAges', 'schema')).toBe(true);
    expect(isMade('kidsAges', 'read')).toBe(false);
    expect(first.safeParse([3, '']).success).toBe(false);
    expect(first.parse(null)).toEqual([]);
  });

  it('lists every field with both of its schemas', () => {
    for (const name of profileFieldNames) {
      const field = profileFieldTable[name];
      expect(Object.keys(field)).toEqual(expect.arrayContaining(['schema', 'read']));
      expect(typeof field.read.safeParse).toBe('function');
      expect(typeof field.schema.safeParse).toBe('function');
    }
  });
});
