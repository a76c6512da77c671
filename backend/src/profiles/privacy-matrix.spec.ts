import {
  type ContactAudience,
  classmateStaySchema,
  directoryCardFields,
  fieldVisibleTo,
  insightsCsv,
  insightsFields,
  type InsightsTableProfile,
  type ProfileFieldName,
  profileFieldNames,
  profileFieldTable,
  stayCompanionSchema,
  textFieldNames,
} from '@reunion/contracts';
import type { Response } from 'supertest';
import {
  confirmProfileEmail,
  signUp,
  signUpAdmin,
  signUpClassAccount,
  type SignedInUser,
} from '../../test/support/accounts.js';
import { CONTACT_SETTINGS_ROTATION } from '../../test/support/contact-settings.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';

/**
 * The privacy matrix (docs/profiles.md, "Adding a profile field"), generated from contracts'
 * field table: every field × every reader × every read path. A field added to the table is in
 * it without anyone writing a test; a read path that bypasses the projection (visibleFields)
 * fails it.
 *
 * Each free-text field of the owner's profile holds a marker written nowhere else, so finding
 * it anywhere in an answer the reader may not have it in is a leak, whatever key it hides under.
 */
const markerOf = (field: ProfileFieldName): string =>
  field === 'email' ? 'email.marker@privacy.test' : `Marker${field}Zq`;
const MARKED: ProfileFieldName[] = [...textFieldNames, 'phoneNumber'];

const SETTINGS = CONTACT_SETTINGS_ROTATION;

type Reader = 'owner' | 'classmate' | 'administrator' | 'classAccount' | 'signedOut';
const READERS: Reader[] = ['owner', 'classmate', 'administrator', 'classAccount', 'signedOut'];
const EYES: Record<Exclude<Reader, 'signedOut'>, ContactAudience> = {
  owner: 'owner',
  classmate: 'classmate',
  administrator: 'organiser',
  classAccount: 'organiser',
};

/** What a read path answers about the owner's profile. */
type Found = { kind: 'entry'; entry: Record<string, unknown> } | { kind: 'text'; text: string };

interface ReadPath {
  name: string;
  /** The profile fields it carries, per the field table. */
  fields: readonly ProfileFieldName[];
  /** Every key an entry may have: its fields and its own (id, thumbnail…). */
  keys?: readonly string[];
  /** The readers it lets in (the others get 401/403); all signed-in ones by default. */
  readers?: readonly Reader[];
  /** Whose eyes a reader reads it with. */
  eyes(reader: Exclude<Reader, 'signedOut'>): ContactAudience;
  read(client: Client, ids: Ids): Promise<Response>;
  /** The owner's profile in a successful answer. */
  find(response: Response, ids: Ids): Found;
}

type Client = ReturnType<TestApp['http']>;
interface Ids {
  owner: number;
  companion: number;
}

const asOwnEyes = (reader: Exclude<Reader, 'signedOut'>) => EYES[reader];
// The directory shows members their own card as their classmates see it.
const asDirectoryEyes = (reader: Exclude<Reader, 'signedOut'>) =>
  reader === 'owner' ? 'classmate' : EYES[reader];
const entryWithId = (list: unknown, id: number, idKey = 'id'): Found => {
  const entry = (list as Record<string, unknown>[]).find((item) => item[idKey] === id);
  if (!entry) throw new Error(`no entry ${id}`);
  return { kind: 'entry', entry };
};
const exported = profileFieldNames.filter((name) => profileFieldTable[name].export !== false);

const PATHS: ReadPath[] = [
  {
    name: 'GET /api/profiles/{id}',
    fields: profileFieldNames,
    eyes: asOwnEyes,
    read: (client, ids) => client.get(`/api/profiles/${ids.owner}`),
    find: (response) => ({ kind: 'entry', entry: response.body }),
  },
  {
    name: 'GET /api/profiles',
    fields: profileFieldNames,
    eyes: asOwnEyes,
    read: (client) => client.get('/api/profiles'),
    find: (response, ids) => entryWithId(response.body, ids.owner),
  },
  {
    name: 'GET /api/directory',
    fields: directoryCardFields,
    keys: ['id', ...directoryCardFields, 'thumbnailUrl', 'createdAt', 'updatedAt'],
    eyes: asDirectoryEyes,
    read: (client) => client.get('/api/directory'),
    find: (response, ids) => entryWithId(response.body, ids.owner),
  },
  {
    name: 'GET /api/directory/view',
    fields: directoryCardFields,
    keys: ['id', ...directoryCardFields, 'thumbnailUrl', 'createdAt', 'updatedAt'],
    eyes: asDirectoryEyes,
    read: (client) => client.get(`/api/directory/view?q=${markerOf('lastName')}`),
    find: (response, ids) => entryWithId(response.body.items, ids.owner),
  },
  {
    name: 'GET /api/stays',
    fields: stayFields(Object.keys(classmateStaySchema.shape)),
    keys: Object.keys(classmateStaySchema.shape),
    eyes: () => 'classmate',
    read: (client) => client.get('/api/stays'),
    find: (response, ids) => entryWithId(response.body, ids.owner, 'profileId'),
  },
  {
    name: 'GET /api/stays/companions/{id}',
    fields: stayFields(Object.keys(stayCompanionSchema.shape)),
    keys: Object.keys(stayCompanionSchema.shape),
    eyes: () => 'classmate',
    read: (client, ids) => client.get(`/api/stays/companions/${ids.companion}`),
    find: (response, ids) => entryWithId(response.body, ids.owner, 'profileId'),
  },
  {
    name: 'GET /api/insights/profiles',
    // The status says which rows count (contracts' isCountedInInsights).
    fields: ['status', ...insightsFields],
    keys: ['id', 'status', ...insightsFields],
    eyes: asOwnEyes,
    read: (client) => client.get('/api/insights/profiles'),
    find: (response, ids) => entryWithId(response.body, ids.owner),
  },
  {
    name: 'the Insights CSV',
    fields: insightsFields,
    eyes: asOwnEyes,
    read: (client) => client.get('/api/insights/profiles'),
    // Made in the browser from the rows (contracts' insightsCsv), as the page downloads it.
    find: (response) => ({
      kind: 'text',
      text: insightsCsv(response.body as InsightsTableProfile[]),
    }),
  },
  {
    name: 'GET /api/export/profiles',
    fields: exported,
    readers: ['administrator'],
    eyes: () => 'organiser',
    read: (client) => client.get('/api/export/profiles'),
    find: (response) => ({ kind: 'text', text: response.text }),
  },
];

function stayFields(keys: readonly string[]): ProfileFieldName[] {
  return profileFieldNames.filter((name) => keys.includes(name));
}

describe('privacy matrix: field × reader × read path, from the field table', () => {
  let t: TestApp;
  let clients: Record<Reader, Client>;
  let owner: SignedInUser;
  let ids: Ids;
  /** The owner's profile as they read it: every field (the owner sees all of them). */
  let stored: Record<string, unknown>;

  beforeAll(async () => {
    t = await startTestApp({ CLASS_ACCOUNT: 'MBA05J' });
    owner = await signUp(t, 'owner@example.com');
    const classmate = await signUp(t, 'classmate@example.com');
    const companion = await signUp(t, 'companion@example.com');
    clients = {
      owner: owner.browser,
      classmate: classmate.browser,
      administrator: (await signUpAdmin(t)).browser,
      classAccount: (await signUpClassAccount(t)).browser,
      signedOut: t.http(),
    };
    const markers = Object.fromEntries(MARKED.map((field) => [field, markerOf(field)]));
    const created = await owner.browser
      .post('/api/profiles')
      .send(profileBody({ ...markers, contactVisibility: SETTINGS[0] }));
    expect(created.status).toBe(201);
    // The same hotel on the same nights: the owner is the companion's stay companion.
    const other = await companion.browser
      .post('/api/profiles')
      .send(profileBody({ firstName: 'Compa', lastName: 'Nion' }));
    expect(other.status).toBe(201);
    ids = { owner: created.body.id as number, companion: other.body.id as number };
    // A new address shows once its owner opens the link mailed to it (docs/profiles.md).
    await confirmProfileEmail(t, owner, markerOf('email'));
  });
  afterAll(async () => {
    await t?.close();
  });

  describe.each(SETTINGS.map((settings) => [JSON.stringify(settings), settings] as const))(
    'with contact settings %s',
    (_name, settings) => {
      beforeAll(async () => {
        const saved = await owner.browser.patch(`/api/profiles/${ids.owner}`).send(
          profileBody({
            ...Object.fromEntries(MARKED.map((field) => [field, markerOf(field)])),
            contactVisibility: settings,
          }),
        );
        expect(saved.status).toBe(200);
        stored = (await owner.browser.get(`/api/profiles/${ids.owner}`)).body;
        for (const field of MARKED) expect(stored[field]).toBe(markerOf(field));
      });

      const cases = PATHS.flatMap((path) => READERS.map((reader) => ({ path, reader })));
      it.each(cases.map((c) => [c.path.name, c.reader, c] as const))(
        '%s read by %s',
        async (_path, _reader, { path, reader }) => {
          const response = await path.read(clients[reader], ids);
          const allowed = reader !== 'signedOut' && (path.readers ?? READERS).includes(reader);
          if (!allowed) {
            expect(response.status).toBe(reader === 'signedOut' ? 401 : 403);
            for (const field of MARKED) expect(response.text).not.toContain(markerOf(field));
            return;
          }
          expect(response.status).toBe(200);
          const eyes = path.eyes(reader);
          const found = path.find(response, ids);
          const wrong: string[] = [];
          const text = found.kind === 'text' ? found.text : response.text;
          for (const field of profileFieldNames) {
            const carried = path.fields.includes(field);
            const visible = carried && fieldVisibleTo(field, eyes, settings);
            // Anywhere in the answer: a marker may only be where the reader may see it.
            if (MARKED.includes(field) && text.includes(markerOf(field)) !== visible)
              wrong.push(`${field}: marker ${visible ? 'missing' : 'leaked'}`);
            if (found.kind === 'text') continue;
            if (!carried) {
              if (field in found.entry) wrong.push(`${field}: sent, not declared for this path`);
              continue;
            }
            const expected = JSON.stringify(visible ? stored[field] : null);
            const sent = JSON.stringify(found.entry[field]);
            if (sent !== expected) wrong.push(`${field}: ${sent}, expected ${expected}`);
          }
          if (found.kind === 'entry' && path.keys) {
            const extra = Object.keys(found.entry).filter((key) => !path.keys?.includes(key));
            if (extra.length > 0) wrong.push(`keys no read path declares: ${extra.join(', ')}`);
          }
          expect(wrong).toEqual([]);
        },
      );
    },
  );
});
