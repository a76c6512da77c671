import { profileMessages } from '@reunion/contracts';
import { checkField, loadFieldSchemas } from './fieldRules';

describe('checkField', () => {
  it("throws the field's message from its schema in contracts", async () => {
    await expect(checkField('firstName', '   ', loadFieldSchemas())).rejects.toThrow(
      profileMessages.firstNameRequired,
    );
    await expect(checkField('email', 'ada@', loadFieldSchemas())).rejects.toThrow(
      profileMessages.invalidEmail,
    );
    await expect(checkField('firstName', 'Ada', loadFieldSchemas())).resolves.toBeUndefined();
  });

  it('lets the field pass when the schemas could not be loaded: the server checks it again', async () => {
    const chunkFailed = Promise.reject(new Error('Loading chunk 710 failed.'));
    await expect(checkField('firstName', '', chunkFailed)).resolves.toBeUndefined();
  });
});
