/**
 * The referral-network API contract (issue 11), shared by the server's views and the web client.
 * Every path is under /api/. The network owns the tree (one parent per member or none); identity
 * keeps who registered through whose link. Tier n of a member = the members n levels below them.
 */

// ---------------------------------------------------------------------------------------------
// Member calls (role User, about the caller's own network)
// ---------------------------------------------------------------------------------------------

/** GET user/get-user-tiers: `{ data: TierInfo }`. */
export interface TierInfo {
  /** The deepest tier below the member (0 without referrals). */
  max: number;
  /** Members in the whole downline. */
  total: number;
  /** Their units (paid + loyalty). */
  total_units: number;
}

/**
 * POST user/fetch-users-tier-level: members at tier `index` (1 = direct referrals) of the caller,
 * who joined between `start` and `end` (YYYY-MM-DD, both inclusive, both or neither), paged.
 * Answers `{ data: TierLevelPage }`.
 */
export interface TierLevelQuery {
  index: number;
  start?: string | null;
  end?: string | null;
  page?: number;
  per_page?: number;
}

export interface TierMember {
  id: string;
  fullName: string;
  profile: string | null;
  /** The member's units (paid + loyalty). */
  b_units: number;
  created_at: string;
}

export interface TierLevelPage {
  data: TierMember[];
  total: number;
  /** Units of every member of the tier in the range, not only this page. */
  total_units: number;
  page: number;
  per_page: number;
}

/** A node of the genealogy tree; `referrals` holds the children loaded so far. */
export interface TreeNode {
  id: string;
  fullName: string;
  profile: string | null;
  balance_units: number;
  /** Direct referrals this node has (whether loaded or not). */
  children_count: number;
  referrals: TreeNode[];
}

/**
 * GET user/get-user-tree?parent=&page=: one level at a time. Without `parent`: the caller's direct
 * referrals; with it: that member's (who must be in the caller's downline, else 404). Answers
 * `{ data: { referrals: TreeNode[], total: number, page: number, per_page: number } }` with
 * `referrals[i].referrals` empty (loaded on demand).
 */
export interface TreeLevel {
  referrals: TreeNode[];
  total: number;
  page: number;
  per_page: number;
}

/**
 * GET user/network/search?q=: members of the caller's downline whose name or email matches, each with
 * the ids of the path from the caller's direct referral down to it, so the tree can open to it.
 */
export interface NetworkSearchHit {
  id: string;
  fullName: string;
  email: string;
  profile: string | null;
  /** Ancestor ids from the caller's tier 1 down to the hit's parent (empty for tier 1). */
  path: string[];
  tier: number;
}

// ---------------------------------------------------------------------------------------------
// Admin calls (Admin and SuperAdmin; members get 403)
// ---------------------------------------------------------------------------------------------

/** GET admin/user/network/:id: where a user stands in the tree (the user details screen). */
export interface NetworkPlacement {
  /** The parent tier ('referred by'), null for a top-level member. */
  parent: { id: string; fullName: string; email: string } | null;
  children_count: number;
  /** Downline figures, as get-user-tiers gives them to the member. */
  tiers: TierInfo;
}

/**
 * GET admin/user/get-user-tree?id=&parent=&page=: the tree of user `id`, level by level, like
 * user/get-user-tree. Answers `{ data: TreeLevel }`.
 */

/** POST user/assign-parent { id, parent }: `{ message }`. Never the member itself or its downline. */
export interface AssignParentPayload {
  id: string;
  parent: string;
}

/**
 * POST user/fetch-all/exclusive-of-my-network { id, search?, page?, per_page? }: users that may become
 * `id`'s parent (members outside its downline, not itself, not deleted). Answers
 * `{ data: { data: NetworkCandidate[], total, page, per_page } }`.
 */
export interface ExclusiveOfNetworkQuery {
  id: string;
  search?: string;
  page?: number;
  per_page?: number;
}
export interface NetworkCandidate {
  id: string;
  fullName: string;
  email: string;
}
export interface NetworkCandidatesPage {
  data: NetworkCandidate[];
  total: number;
  page: number;
  per_page: number;
}

/** A top leader of the dashboard: most direct referrals first. */
export interface TopLeader {
  id: string;
  fullName: string;
  email: string;
  profile: string | null;
  created_at: string;
  referrals_count: number;
}

/** Members at tier n of a member per page (the web asks this many; two screens of the 500 px list). */
export const TIER_PAGE_SIZE = 20;
/** Children of one tree node per page. */
export const TREE_PAGE_SIZE = 50;
