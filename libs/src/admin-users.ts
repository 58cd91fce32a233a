/**
 * The back-office users and dashboard API contract (issue 11). Every path is under /api/; every
 * call is for Admin and SuperAdmin (members get 403) unless marked SuperAdmin. Calls marked KEYED
 * move units and take an `Idempotency-Key` header (ADR 0015).
 */
import type { Gender, YesNo } from './enums';
import type { PayType } from './pay-types';
import type { Role } from './roles';
import type { TopLeader } from './network';

/** Page sizes of the users list (spec: 10/50/100, default 10). */
export const USER_PAGE_SIZES = [10, 50, 100] as const;

/** A row of GET admin/user/fetch-all?page=&search=&perPage= */
export interface AdminUserRow {
  id: string;
  fname: string;
  lname: string;
  fullName: string;
  email: string;
  role: Role;
  referralLink: string;
  created_at: string;
  /** 'Yes' shows the Paid badge, 'No' Unpaid. */
  payment_status: YesNo;
}

/** The spec's pagination envelope (Laravel-like), answered as `{ data: Paginated<T> }`. */
export interface Paginated<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  prev_page_url: string | null;
  next_page_url: string | null;
  links: Array<{ url: string | null; label: string; active: boolean }>;
}

/**
 * POST create (multipart, KEYED when units are given): the create-user payload, with receipt[]
 * files. Role Admin or SuperAdmin only by a SuperAdmin. Answers `{ message: 'Registered successfully', data: { id } }`.
 */
export interface CreateUserFields {
  role?: Role;
  fname: string;
  lname: string;
  email: string;
  country_code: string;
  phone: string;
  gender: Gender;
  /** The parent tier: an existing user's id. */
  referral?: string | null;
  address: string;
  address_line2?: string | null;
  country: string;
  state: string;
  city: string;
  manual_city?: boolean;
  password: string;
  password_confirmation: string;
  pay_now?: YesNo;
  /** One of PAY_TYPES (an alias such as 'Wire' is accepted and stored canonical). */
  pay_type: PayType;
  /** Units to transfer to the new member (min 1). */
  unit_purchase_intent: number;
  narration: string;
  send_email: YesNo;
}

/** POST user/update-user: the member's own profile, or with `id` another user's (admin). */
export interface UpdateUserPayload {
  id?: string;
  fname: string;
  lname: string;
  email?: string;
  country_code: string;
  phone: string;
  gender: Gender;
  address: string;
  address_line2?: string | null;
  country: string;
  state: string;
  city: string;
  manual_city?: boolean;
}

/** POST user/update-payment-status { id, status }: `{ message }`. */
export interface PaymentStatusPayload {
  id: string;
  status: YesNo;
}

/** POST /user/update-password { id, password, password_confirmation }: `{ message }`. Revokes the user's sessions. */
export interface AdminPasswordPayload {
  id: string;
  password: string;
  password_confirmation: string;
}

/**
 * POST admin/user/delete { id, parent } (SuperAdmin): soft delete; the user's children become
 * top-level (`parent` null) or move under `parent` (never the user or its downline).
 */
export interface DeleteUserPayload {
  id: string;
  parent: string | null;
}

/** POST admin/user/change-role { id, role } (SuperAdmin): never demotes the last SuperAdmin; revokes sessions. */
export interface ChangeRolePayload {
  id: string;
  role: Role;
}

/** A day of the dashboard's charts (YYYY-MM-DD, UTC). */
export interface DailyFigure {
  date: string;
  value: number;
}

/** GET admin/dashboard-data */
export interface DashboardData {
  total_users: number;
  total_users_this_week: number;
  total_users_paid: number;
  /** Unpaid members (the spec's name). */
  total_users_free: number;
  top_leaders: TopLeader[];
  /** Members who joined per day, the last 90 days. */
  signups: DailyFigure[];
  /** Units posted to members per day, the last 90 days. */
  units: DailyFigure[];
}
