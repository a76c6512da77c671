import { profileMessages } from '@reunion/contracts';
import { kidsAgesErrors } from './kidsAgesErrors';

const required = profileMessages.kidAgeRequired;

describe("kidsAgesErrors: a 400's messages for the kids' ages, on the ages", () => {
  it('marks each age left unchosen, and no chosen one', () => {
    expect(kidsAgesErrors([undefined, 7, null], [required, required])).toEqual([
      { name: ['kidsAges', 0], errors: [required] },
      { name: ['kidsAges', 2], errors: [required] },
    ]);
  });

  it('puts a message no age here explains on the first age, once', () => {
    const outOfRange = profileMessages.kidAgeOutOfRange;
    expect(kidsAgesErrors([4, 30], [outOfRange])).toEqual([
      { name: ['kidsAges', 0], errors: [outOfRange] },
    ]);
    expect(kidsAgesErrors([undefined, 30], [required, outOfRange, outOfRange])).toEqual([
      { name: ['kidsAges', 0], errors: [required, outOfRange] },
    ]);
    // Refused as missing, though every age is chosen here: the list changed since.
    expect(kidsAgesErrors([4, 5], [required])).toEqual([
      { name: ['kidsAges', 0], errors: [required] },
    ]);
  });

  it('marks nothing without ages on the form (the toast still names them)', () => {
    expect(kidsAgesErrors([], [required])).toEqual([]);
  });
});
