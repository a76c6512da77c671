import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Explicit direction controls (U+202A–U+202E, U+2066–U+2069) are dropped from every text a member
 * writes (contracts/src/text/line-rules.ts): one turned the text after it around on the page.
 * This drops them from what was stored before that rule, as a save does now: names and lines
 * trimmed after, an optional text left blank by it stored as none. Names always keep a visible
 * character: one made only of such controls was never taken. Both lists are the columns as they
 * stood when this ran.
 */
const CONTROLS = `'[\\u202A-\\u202E\\u2066-\\u2069]'`;
const NAMES = ['first_name', 'last_name'];
const OPTIONAL_TEXTS = [
  'phone_number',
  'city',
  'current_role',
  'company',
  'professional_journey',
  'personal_journey',
  'favorite_memory',
  'thinking_change',
  'future_hopes',
  'advice_to_self',
  'free_time_activity',
  'insight_from_insead',
  'karaokee_song',
  'excited_about',
  'connection_interests',
  'additional_notes',
  'dietary_requirements',
];

const stripped = (column: string) => `btrim(regexp_replace("${column}", ${CONTROLS}, '', 'g'))`;

export class DropDirectionControls1751000000200 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    for (const column of NAMES)
      await queryRunner.query(
        `UPDATE "profiles" SET "${column}" = ${stripped(column)} WHERE "${column}" ~ ${CONTROLS}`,
      );
    for (const column of OPTIONAL_TEXTS)
      await queryRunner.query(
        `UPDATE "profiles" SET "${column}" = nullif(${stripped(column)}, '') WHERE "${column}" ~ ${CONTROLS}`,
      );
    await queryRunner.query(
      `UPDATE "album_photos" SET "caption" = nullif(${stripped('caption')}, '') WHERE "caption" ~ ${CONTROLS}`,
    );
  }

  async down(): Promise<void> {
    // What was dropped is not kept anywhere: nothing to put back.
  }
}
