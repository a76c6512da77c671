import { eventLinks } from '../event-info/eventLinks';

/** Everything the class gift page says; the giving team edits it here. */
export const classGiftContent = {
  pageTitle: 'Class Gift',
  headline: {
    title: 'Our 20-year class gift: scholarships for the next generation',
    description:
      'To mark our reunion, the class is raising a scholarship fund so that talented students can join the programme whatever their means.',
  },
  scholarshipCase: {
    heading: 'Why scholarships',
    figures: [
      { value: 70, suffix: '%', label: 'of applicants apply for scholarships' },
      { value: 40, prefix: '~', suffix: '%', label: 'of them receive one' },
    ],
    text: 'Around 70% of applicants apply for a scholarship, yet only around 40% of them receive one. Every gift narrows that gap.',
  },
  reasons: {
    heading: 'Reasons to give',
    items: [
      'Give a future classmate the year that changed our lives.',
      'Keep the class diverse: talent from every country and background.',
      'Leave a lasting mark of the class of 2005 on the school.',
      'Every amount counts, and gifts from many classmates count most.',
    ],
  },
  donate: {
    label: 'Donate Now',
    url: eventLinks.donate,
    note: 'The donation page is run by the school’s giving office.',
  },
  donationInformation: {
    heading: 'Donation information',
    items: [
      'Every donor is recognised in the class honor roll.',
      'Gifts of 10,000 euro or more qualify for named recognition.',
      'Your gift may be tax-deductible, depending on the country where you pay tax; the giving office can tell you what applies to you.',
    ],
  },
  givingTeam: {
    heading: 'Questions?',
    text: 'The class giving team is happy to help:',
    email: 'classgift.2005@insead.edu',
  },
} as const;
