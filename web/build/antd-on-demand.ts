import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const lazyPart = fileURLToPath(new URL('../src/shared/antd/lazy-part.ts', import.meta.url));

/**
 * antd files that import, for every page using them, a heavy component drawn only for a prop this app
 * does not pass (or passes on few pages): each such import becomes a lazy one (issue 21 §4, ADR 0048).
 * `imports` is the import statement as antd ships it; `becomes` replaces it (`lazyPart` is in scope).
 */
const REWRITES: { file: string; imports: string; becomes: string; why: string }[] = [
  {
    file: 'antd/es/card/Card.js',
    imports: "import Tabs from '../tabs';",
    becomes: "const Tabs = lazyPart(() => import('../tabs'));",
    why: 'Tabs draws only a Card with `tabList` (12 KB gzipped on every page with a Card)',
  },
  {
    file: 'antd/es/typography/Base/index.js',
    imports: "import Editable from '../Editable';",
    becomes: "const Editable = lazyPart(() => import('../Editable'));",
    why: "Editable (antd's TextArea and input styles) draws only a Typography with `editable`",
  },
  {
    file: 'antd/es/pagination/Pagination.js',
    imports: "import Select from '../select';",
    becomes: "const Select = lazyPart(() => import('../select'));",
    why: 'Select (with the virtual list) draws only the page-size changer, which most tables here hide',
  },
  {
    file: 'antd/es/table/hooks/useFilter/index.js',
    imports: "import FilterDropdown, { flattenKeys } from './FilterDropdown';",
    // flattenKeys is FilterDropdown.js's own, copied so that the file itself can load on demand.
    becomes: [
      "const FilterDropdown = lazyPart(() => import('./FilterDropdown'));",
      'function flattenKeys(filters) {',
      '  let keys = [];',
      '  (filters || []).forEach(({ value, children }) => {',
      '    keys.push(value);',
      '    if (children) keys = [...keys, ...flattenKeys(children)];',
      '  });',
      '  return keys;',
      '}',
    ].join('\n'),
    why: "the filter menu (antd's Tree, Checkbox, Input) draws only for a column with `filters`",
  },
  {
    file: 'antd/es/form/context.js',
    imports: "import { FormProvider as RcFormProvider } from '@rc-component/form';",
    becomes: "import { FormProvider as RcFormProvider } from '@rc-component/form/es/FormContext';",
    why:
      'every popup (Dropdown, Tooltip, Drawer, Modal) imports this file through ContextIsolator; the index ' +
      'of @rc-component/form brings the whole form engine and its validator (14 KB) to pages with no form',
  },
  {
    file: 'antd/es/table/hooks/useSelection.js',
    imports: "import { arrAdd, arrDel, conductCheck, convertDataToEntities } from '@rc-component/tree';",
    // arrAdd and arrDel are @rc-component/tree's util.js own, copied: that file imports the TreeNode.
    becomes: [
      "import { conductCheck } from '@rc-component/tree/es/utils/conductUtil';",
      "import { convertDataToEntities } from '@rc-component/tree/es/utils/treeUtil';",
      'function arrDel(list, value) {',
      '  if (!list) return [];',
      '  const clone = list.slice();',
      '  const index = clone.indexOf(value);',
      '  if (index >= 0) clone.splice(index, 1);',
      '  return clone;',
      '}',
      'function arrAdd(list, value) {',
      '  const clone = (list || []).slice();',
      '  if (clone.indexOf(value) === -1) clone.push(value);',
      '  return clone;',
      '}',
    ].join('\n'),
    why:
      'row selection needs four helpers, but the index of @rc-component/tree brings the whole Tree with ' +
      'its virtual list (11 KB on every page with a table)',
  },
  {
    file: 'antd/es/table/hooks/useSelection.js',
    imports:
      "import Checkbox from '../../checkbox';\nimport Dropdown from '../../dropdown';\nimport Radio from '../../radio';",
    becomes: [
      "const Checkbox = lazyPart(() => import('../../checkbox'));",
      "const Dropdown = lazyPart(() => import('../../dropdown'));",
      "const Radio = lazyPart(() => import('../../radio'));",
    ].join('\n'),
    why:
      'Checkbox, Radio and the selections Dropdown (with Menu) draw only for a table with `rowSelection`, ' +
      'which no table here has: the Dropdown alone kept Menu in every table page',
  },
  // antd's Table imports @rc-component/table's index, whose VirtualTable (and with it the virtual list)
  // runs at load: every table file below names the module it needs instead, and the virtual table
  // itself, drawn only for `virtual`, which no table here sets, loads when drawn.
  ...[
    [
      'table/hooks/useFilledColumns.js',
      "import { EXPAND_COLUMN } from '@rc-component/table';",
      "import { EXPAND_COLUMN } from '@rc-component/table/es/constant';",
    ],
    [
      'table/hooks/useSelection.js',
      "import { INTERNAL_COL_DEFINE } from '@rc-component/table';",
      "import { INTERNAL_COL_DEFINE } from '@rc-component/table/es/utils/legacyUtil';",
    ],
    [
      'table/Table.js',
      "import { EXPAND_COLUMN, Summary } from '@rc-component/table';",
      "import { EXPAND_COLUMN } from '@rc-component/table/es/constant';\nimport { FooterComponents as Summary } from '@rc-component/table/es/Footer';",
    ],
    [
      'table/RcTable/index.js',
      "import { genTable } from '@rc-component/table';",
      "import { genTable } from '@rc-component/table/es/Table';",
    ],
    [
      'table/RcTable/VirtualTable.js',
      "import { genVirtualTable } from '@rc-component/table';",
      "import { genVirtualTable } from '@rc-component/table/es/VirtualTable';",
    ],
    [
      'table/InternalTable.js',
      "import { convertChildrenToColumns, INTERNAL_HOOKS } from '@rc-component/table';",
      "import { convertChildrenToColumns } from '@rc-component/table/es/hooks/useColumns';\nimport { INTERNAL_HOOKS } from '@rc-component/table/es/constant';",
    ],
    [
      'table/InternalTable.js',
      "import RcVirtualTable from './RcTable/VirtualTable';",
      "const RcVirtualTable = lazyPart(() => import('./RcTable/VirtualTable'));",
    ],
  ].map(([file, imports, becomes]) => ({
    file: `antd/es/${file}`,
    imports,
    becomes,
    why: 'the virtual table and virtual list (9 KB) on every page with a table, drawn only for `virtual`',
  })),
];

export function antdOnDemand(): Plugin {
  return {
    name: 'app:antd-on-demand',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0].split('\\').join('/');
      const rewrites = REWRITES.filter((r) => path.endsWith(`/node_modules/${r.file}`));
      if (!rewrites.length) return null;
      let out = code;
      for (const rewrite of rewrites) {
        // A new antd that no longer ships this import fails the build rather than silently loading it.
        if (!out.includes(rewrite.imports))
          this.error(`${rewrite.file} no longer has \`${rewrite.imports}\`: review build/antd-on-demand.ts`);
        out = out.replace(rewrite.imports, rewrite.becomes);
      }
      const header = out.includes('lazyPart(')
        ? `import { lazyPart } from ${JSON.stringify(lazyPart)};\n`
        : '';
      return { code: header + out, map: null };
    },
  };
}
