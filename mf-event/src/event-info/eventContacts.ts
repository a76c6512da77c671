/*
 * Who to ask. Phone numbers are in the ranges France reserves for fiction (01 99 00…,
 * 06 39 98…) until organisers put the real ones in.
 */

export interface PhoneContact {
  readonly label: string;
  readonly name: string;
  readonly role?: string;
  readonly email?: string;
  readonly phone?: string;
  readonly note?: string;
}

export const secretariat: PhoneContact = {
  label: 'Reunion secretariat',
  name: 'Alumni Relations, Reunions team',
  email: 'reunions.2005@insead.edu',
  phone: '+33 1 99 00 20 05',
};

export const eventContacts: readonly PhoneContact[] = [
  secretariat,
  {
    label: 'Volunteering',
    name: 'Class volunteer coordinator',
    role: 'Reunion committee, on-site volunteers',
    phone: '+33 6 39 98 20 05',
  },
  {
    label: 'Class gift',
    name: 'Class Gift Committee',
    email: 'classgift.2005@insead.edu',
    note: 'For the classes of 2005J and 2005D',
  },
];

export const contactHeading = 'Contact Information';
