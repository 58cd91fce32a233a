/** The rows of one page of a list: what a repository reads for a paged request. */
export interface PageWindow {
  /** Only these members (a search); undefined: everyone. */
  memberIds?: string[];
  limit: number;
  offset: number;
}
