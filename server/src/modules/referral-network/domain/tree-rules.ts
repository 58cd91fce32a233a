/** Why a member cannot take a given parent. */
export const ParentRefusal = {
  self: 'NETWORK.PARENT_IS_SELF',
  inDownline: 'NETWORK.PARENT_IN_DOWNLINE',
} as const;
export type ParentRefusalCode = (typeof ParentRefusal)[keyof typeof ParentRefusal];

/**
 * Whether `memberId` may take `parentId` as its parent, given the parent's ancestors (its parent,
 * grandparent, ... up to the top). The parent must not be the member itself, nor be below it: the
 * member would then be its own ancestor. Answers null when the assignment keeps the tree a tree.
 */
export function parentRefusal(
  memberId: string,
  parentId: string,
  ancestorsOfParent: readonly string[],
): ParentRefusalCode | null {
  if (memberId === parentId) return ParentRefusal.self;
  if (ancestorsOfParent.includes(memberId)) return ParentRefusal.inDownline;
  return null;
}

/**
 * Where the children of a leaving member go: under `childrenTo` when it can take them (still in
 * the tree, not the leaving member, not below it), else to the top level.
 */
export function heirOfChildren(
  leavingId: string,
  childrenTo: string | null,
  heirInTree: boolean,
  ancestorsOfHeir: readonly string[],
): string | null {
  if (!childrenTo || !heirInTree) return null;
  return parentRefusal(leavingId, childrenTo, ancestorsOfHeir) === null ? childrenTo : null;
}

/** English texts of the refusals (the server's locale files hold the same under the codes). */
export const NetworkMessages = {
  memberNotFound: 'User not found',
  parentNotFound: 'The chosen parent tier was not found.',
  parentIsSelf: 'A user cannot be their own parent tier.',
  parentInDownline: 'This user is in the network of the selected user, so cannot be the parent tier.',
  notInNetwork: 'This member is not in your network.',
  badTierIndex: 'The tier must be a whole number of at least 1.',
  startRequired: 'Please select start date',
  endRequired: 'Please select end date',
  badDate: 'The date must be in the format YYYY-MM-DD.',
  startAfterEnd: 'The start date must not be after the end date.',
  badPage: 'The page must be a whole number of at least 1, with at most 50 members per page.',
} as const;

const TIER_QUERY_TEXTS: Record<string, string> = {
  'NETWORK.BAD_TIER_INDEX': NetworkMessages.badTierIndex,
  'NETWORK.START_REQUIRED': NetworkMessages.startRequired,
  'NETWORK.END_REQUIRED': NetworkMessages.endRequired,
  'NETWORK.BAD_DATE': NetworkMessages.badDate,
  'NETWORK.START_AFTER_END': NetworkMessages.startAfterEnd,
  'NETWORK.BAD_PAGE': NetworkMessages.badPage,
};

/** The English text of a tier listing's error code (see checkTierQuery). */
export const tierQueryText = (code: string): string => TIER_QUERY_TEXTS[code] ?? code;
