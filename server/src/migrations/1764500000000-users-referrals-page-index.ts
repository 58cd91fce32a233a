import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's first page of referrals and their count, as `user/fetch` and `user/referrals` read them
 * (ADR 0020): read from the index alone, in order, instead of every referral's row fetched and sorted.
 * With many members at once, those row reads were most of what a `user/fetch` cost (issue 22).
 */
export class UsersReferralsPageIndex1764500000000 implements MigrationInterface {
  name = 'UsersReferralsPageIndex1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX users_referrals_page_idx ON users (referrer_id, created_at, id)
         INCLUDE (fname, lname, avatar) WHERE deleted_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX users_referrals_page_idx`);
  }
}
