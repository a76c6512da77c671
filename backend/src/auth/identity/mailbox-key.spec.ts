import { mailboxKey } from './mailbox-key.js';

describe('mailboxKey', () => {
  it('gives every spelling of one inbox the same key', () => {
    const gmail = [
      'Ada.Lovelace@gmail.com',
      'adalovelace+1@GMAIL.com',
      'a.d.a.lovelace+x@googlemail.com',
    ];
    expect(new Set(gmail.map(mailboxKey))).toEqual(new Set(['adalovelace@gmail.com']));
    expect(mailboxKey('ada+news@example.org')).toBe(mailboxKey('ADA@example.org'));
    expect(mailboxKey('ａｄａ＠example.org')).toBe('ada@example.org');
  });

  it('keeps apart what reaches different people', () => {
    expect(mailboxKey('a.da@example.org')).not.toBe(mailboxKey('ada@example.org'));
    expect(mailboxKey('ada@example.org')).not.toBe(mailboxKey('ada@example.com'));
  });
});
