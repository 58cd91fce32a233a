import { USER_PAGE_SIZES } from '@app/libs';
import { LazySelect } from '../antd/lazy-select';
import { SearchField } from './search-field';
import './list-toolbar.css';

export interface ListToolbarProps {
  perPage: number;
  /** Typed search text, as it is in the field (the list may wait a moment before searching). */
  search: string;
  pageSizeLabel: string;
  searchLabel: string;
  searchPlaceholder: string;
  onPerPageChange: (size: number) => void;
  onSearchChange: (text: string) => void;
  /** Called with every change of either: the list goes back to its first page. */
  onFirstPage: () => void;
}

/** The page size and search field above a paged list of people. */
export function ListToolbar(props: ListToolbarProps) {
  return (
    <div className="list-toolbar">
      <LazySelect
        aria-label={props.pageSizeLabel}
        value={props.perPage}
        options={USER_PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
        onChange={(size) => {
          props.onPerPageChange(size);
          props.onFirstPage();
        }}
      />
      <SearchField
        className="list-toolbar__search"
        placeholder={props.searchPlaceholder}
        label={props.searchLabel}
        value={props.search}
        onChange={(text) => {
          props.onSearchChange(text);
          props.onFirstPage();
        }}
      />
    </div>
  );
}
