import { acrossMigration } from '../../test/support/test-database.js';

const RLO = '\u202e';
const ISOLATE = '\u2067';
const POP_ISOLATE = '\u2069';
const RLM = '\u200f';

describe('texts stored before direction controls were dropped', () => {
  it('lose them as a save would drop them now: names trimmed, a text left blank stored as none', () =>
    acrossMigration(
      '1751000000200',
      async (old) => {
        const [user] = await old.query(
          `INSERT INTO "users" ("username", "email", "password_hash", "username_key", "email_key", "username_skeleton")
           VALUES ('ada', 'ada@example.com', 'x', 'ada', 'ada@example.com', 'ada') RETURNING "id"`,
        );
        await old.query(
          `INSERT INTO "profiles" ("user_id", "first_name", "last_name", "country", "city", "company", "professional_journey")
           VALUES ($1, $2, $3, 'France', $4, $5, $6)`,
          [
            user.id,
            `${RLO}Ada `,
            `Lovelace`,
            `${ISOLATE}${POP_ISOLATE}`,
            `שלום${RLM} Ltd`,
            `Line one${RLO}\nline two`,
          ],
        );
        await old.query(
          `INSERT INTO "album_photos" ("user_id", "photo_key", "thumbnail_key", "caption")
           VALUES ($1, 'a.jpg', 'a-thumb.jpg', $2), ($1, 'b.jpg', 'b-thumb.jpg', $3)`,
          [user.id, `Gala ${RLO}dinner`, ` ${ISOLATE}`],
        );
      },
      async (dataSource) => {
        const [profile] = await dataSource.query(
          `SELECT "first_name", "last_name", "city", "company", "professional_journey" FROM "profiles"`,
        );
        expect(profile).toEqual({
          first_name: 'Ada',
          last_name: 'Lovelace',
          city: null,
          company: `שלום${RLM} Ltd`,
          professional_journey: 'Line one\nline two',
        });
        const captions = await dataSource.query(
          `SELECT "caption" FROM "album_photos" ORDER BY "photo_key"`,
        );
        expect(captions).toEqual([{ caption: 'Gala dinner' }, { caption: null }]);
      },
    ));
});
