import { fieldSchemaKit } from './field-schemas.js';
import { profileFieldNames, profileFieldTable } from './profile-field-table.js';

describe('the field table', () => {
  it('loads without zod, so a page that reads labels and flags brings none', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('zod', () => {
        throw new Error('the field table imported zod');
      });
      const table = await import('./profile-field-table.js');
      expect(table.textFieldNames).toContain('firstName');
      expect(table.profileFieldLabels.city).toBe('City');
    });
  });

  it("makes each field's schemas from the kit it is handed", () => {
    for (const name of profileFieldNames) {
      const field = profileFieldTable[name];
      expect(typeof field.schema(fieldSchemaKit).safeParse).toBe('function');
      expect(typeof field.read(fieldSchemaKit).safeParse).toBe('function');
    }
    const kidsAges = profileFieldTable.kidsAges.schema(fieldSchemaKit);
    expect(kidsAges.safeParse([3, '']).success).toBe(false);
    expect(kidsAges.parse(null)).toEqual([]);
  });
});
