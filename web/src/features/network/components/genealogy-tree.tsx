import { Button, Tree, type TreeDataNode, type TreeProps } from 'antd';
import type { Key, MouseEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberLine } from './member-line';
import { hasMore, type Levels } from './tree-levels';

/** The tree's scroll height (spec); antd renders only the rows in view, so thousands of members stay fast. */
export const TREE_HEIGHT = 700;
const MORE_PREFIX = 'more:';

export interface TreeRoot {
  id: string;
  fullName: string;
  profile: string | null;
  balance_units: number;
}

type TreeHandle = { scrollTo: (options: { key: Key; align?: 'top' | 'bottom' | 'auto' }) => void };

interface GenealogyTreeProps {
  root: TreeRoot;
  levels: Levels;
  expandedKeys: string[];
  selectedKeys: string[];
  onExpandedChange: (keys: string[]) => void;
  onSelectedChange: (keys: string[]) => void;
  loadChildren: (parent: string) => Promise<void>;
  loadMore: (parent: string) => Promise<void>;
  treeRef: RefObject<TreeHandle | null>;
}

export function GenealogyTree({
  root,
  levels,
  expandedKeys,
  selectedKeys,
  onExpandedChange,
  onSelectedChange,
  loadChildren,
  loadMore,
  treeRef,
}: GenealogyTreeProps) {
  const { t } = useTranslation();

  // `tier` is how far below the member these children are: shown with each, since indentation stops
  // growing after a few levels (a chain thousands deep would otherwise push names off the screen).
  const childrenOf = (parent: string, tier: number): TreeDataNode[] | undefined => {
    const level = levels[parent];
    if (!level) return undefined;
    const nodes: TreeDataNode[] = level.nodes.map((node) => ({
      key: node.id,
      title: (
        <MemberLine
          fullName={node.fullName}
          profile={node.profile}
          units={node.balance_units}
          detail={t('network.tier', { index: tier })}
        />
      ),
      isLeaf: node.children_count === 0,
      children: childrenOf(node.id, tier + 1),
    }));
    if (hasMore(level)) {
      const more = (event: MouseEvent) => {
        event.stopPropagation();
        void loadMore(parent);
      };
      nodes.push({
        key: `${MORE_PREFIX}${parent}`,
        isLeaf: true,
        selectable: false,
        title: (
          <Button size="small" onClick={more}>
            {t('network.loadMore', { shown: level.nodes.length, total: level.total })}
          </Button>
        ),
      });
    }
    return nodes;
  };

  const treeData: TreeDataNode[] = [
    {
      key: root.id,
      title: <MemberLine fullName={root.fullName} profile={root.profile} units={root.balance_units} />,
      isLeaf: levels[root.id]?.total === 0,
      children: childrenOf(root.id, 1),
    },
  ];

  const onExpand: TreeProps['onExpand'] = (keys) => onExpandedChange(keys.map(String));
  const onSelect: TreeProps['onSelect'] = (keys) =>
    onSelectedChange(keys.map(String).filter((key) => !key.startsWith(MORE_PREFIX)));

  return (
    <Tree
      ref={treeRef as RefObject<never>}
      className="genealogy-tree"
      aria-label={t('network.genealogy.treeLabel')}
      blockNode
      showLine
      height={TREE_HEIGHT}
      // Rows open at once: the collapse animation wraps the opening rows in a wrapper of animated
      // height, and with controlled keys and lazily loaded children a row could stay in that wrapper
      // (seen as a switcher a browser test could not click).
      motion={false}
      treeData={treeData}
      expandedKeys={expandedKeys}
      selectedKeys={selectedKeys}
      onExpand={onExpand}
      onSelect={onSelect}
      loadData={(node) => loadChildren(String(node.key))}
    />
  );
}
