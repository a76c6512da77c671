import { hasInvisibleCharacters } from '@reunion/contracts';
import { confusableSkeleton, identityKey } from './identity-key.js';

describe('identityKey: the one form names are compared in', () => {
  it.each([
    ['acc_look', 'acc_look'],
    ['  ACC_Look ', 'acc_look'],
    ['ａｃｃ_ｌｏｏｋ', 'acc_look'],
    ['Straße', 'strasse'],
    ['Ana@Example.COM', 'ana@example.com'],
    ['ﬁle', 'file'],
  ])('%j → %j', (text, key) => {
    expect(identityKey(text)).toBe(key);
  });

  it('keeps other scripts apart: look-alikes are the skeleton’s business', () => {
    expect(identityKey('асс_look')).not.toBe(identityKey('acc_look'));
  });
});

describe('confusableSkeleton (Unicode TR39)', () => {
  const lookAlikes = [
    'acc_look',
    'ACC_LOOK',
    'ａｃｃ_ｌｏｏｋ',
    'асс_look', // Cyrillic а and с
    'АСС_LOOK',
    'acc_l00k', // zeros
  ];
  it.each(lookAlikes)('%j looks like acc_look', (name) => {
    expect(confusableSkeleton(name)).toBe(confusableSkeleton('acc_look'));
  });

  it.each([
    ['MBA05J', 'mba05j'],
    ['MBA05J', 'МВА05Ј'],
    ['modern', 'rnodern'],
    ['admin', 'ADMIN'],
  ])('%j and %j share a skeleton', (a, b) => {
    expect(confusableSkeleton(a)).toBe(confusableSkeleton(b));
  });

  it.each([
    ['ada', 'grace'],
    ['anna', 'hanna'],
    ['jo', 'joe'],
  ])('%j and %j do not', (a, b) => {
    expect(confusableSkeleton(a)).not.toBe(confusableSkeleton(b));
  });
});

describe('hasInvisibleCharacters', () => {
  it.each([
    ['zero-width space', 'acc\u200b_look'],
    ['zero-width joiner', 'acc\u200d_look'],
    ['right-to-left override', 'acc\u202e_look'],
    ['left-to-right mark', '\u200eacc_look'],
    ['byte order mark', '\ufeffacc_look'],
    ['soft hyphen', 'acc\u00ad_look'],
    ['Hangul filler', 'acc\u3164_look'],
    ['variation selector', 'acc\ufe0f_look'],
    ['control character', 'acc\u0007_look'],
    ['line separator', 'acc\u2028_look'],
    ['braille blank', 'acc\u2800_look'],
    ['musical null notehead', 'acc\u{1D159}_look'],
  ])('finds a %s', (_name, text) => {
    expect(hasInvisibleCharacters(text)).toBe(true);
  });

  it.each(['acc_look', 'José Núñez', 'ana@example.com', 'Zoë'])('finds none in %j', (text) => {
    expect(hasInvisibleCharacters(text)).toBe(false);
  });
});
