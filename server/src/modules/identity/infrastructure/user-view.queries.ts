import type { DataSource } from 'typeorm';
import type { Gender, LanguageCode, PayType, Role, YesNo } from '@app/libs';
import { autocommitQuery, type Statement } from '../../../platform';

/** A referral as the user view lists it. */
export interface ReferralRow {
  id: string;
  fname: string;
  lname: string;
  avatar: string | null;
}

/** Everything `user/fetch` shows of the user, read in one statement (ADR 0020). */
export interface UserViewRow {
  id: string;
  fname: string;
  lname: string;
  email: string;
  phone: string;
  country_code: string;
  gender: Gender;
  address: string;
  address_line2: string | null;
  city: string;
  state: string;
  country: string;
  role: Role;
  language: LanguageCode;
  referral_token: string;
  referral_user: string | null;
  avatar: string | null;
  units_purchase_intent: number;
  pay_now: YesNo;
  pay_type: PayType | null;
  email_verified_at: Date | null;
  created_at: Date;
  referrer: { id: string; fname: string; lname: string } | null;
  referrals: ReferralRow[];
  referrals_total: number;
}

// The referrer only while active; referrals oldest first, a first page of them and their count.
// Several users at once: the requests of one round of the event loop share it (ADR 0020, addendum).
const USER_VIEWS: Statement = {
  name: 'identity.user-views.v1',
  text: `SELECT u.id, u.fname, u.lname, u.email, u.phone, u.country_code, u.gender, u.address,
                u.address_line2, u.city, u.state, u.country, u.role, u.language, u.referral_token,
                u.referral_user, u.avatar, u.units_purchase_intent, u.pay_now, u.pay_type,
                u.email_verified_at, u.created_at,
                CASE WHEN p.id IS NULL THEN NULL
                     ELSE json_build_object('id', p.id, 'fname', p.fname, 'lname', p.lname) END AS referrer,
                (SELECT coalesce(json_agg(json_build_object('id', r.id, 'fname', r.fname, 'lname', r.lname,
                                                            'avatar', r.avatar) ORDER BY r.created_at, r.id), '[]')
                   FROM (SELECT id, fname, lname, avatar, created_at FROM users
                          WHERE referrer_id = u.id AND deleted_at IS NULL
                          ORDER BY created_at, id LIMIT $2) r) AS referrals,
                (SELECT count(*)::int FROM users
                  WHERE referrer_id = u.id AND deleted_at IS NULL) AS referrals_total
           FROM users u
           LEFT JOIN users p ON p.id = u.referrer_id AND p.deleted_at IS NULL
          WHERE u.id = ANY($1::uuid[]) AND u.deleted_at IS NULL`,
};

const REFERRALS_PAGE: Statement = {
  name: 'identity.referrals-page.v1',
  text: `SELECT id, fname, lname, avatar FROM users
          WHERE referrer_id = $1 AND deleted_at IS NULL
          ORDER BY created_at, id LIMIT $2 OFFSET $3`,
};

const REFERRALS_COUNT: Statement = {
  name: 'identity.referrals-count.v1',
  text: `SELECT count(*)::int AS total FROM users WHERE referrer_id = $1 AND deleted_at IS NULL`,
};

/** The active users among `ids` with their referrers and their first `referrals` referrals, by id. */
export async function readUserViews(
  dataSource: DataSource,
  ids: string[],
  referrals: number,
): Promise<Map<string, UserViewRow>> {
  const rows = await autocommitQuery<UserViewRow>(dataSource, USER_VIEWS, [ids, referrals]);
  return new Map(rows.map((row) => [row.id, row]));
}

/** One page of a member's referrals, oldest first, and how many there are in all. */
export async function readReferralsPage(
  dataSource: DataSource,
  referrerId: string,
  limit: number,
  offset: number,
): Promise<{ rows: ReferralRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    autocommitQuery<ReferralRow>(dataSource, REFERRALS_PAGE, [referrerId, limit, offset]),
    autocommitQuery<{ total: number }>(dataSource, REFERRALS_COUNT, [referrerId]),
  ]);
  return { rows, total: count.total };
}
