import { TREE_PAGE_SIZE, type TreeNode } from '@app/libs';
import { Button, Card, Empty, Skeleton, Tree, type TreeDataNode } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyTreeQuery, useTreeQuery } from '../api/back-office.api';
import { PersonCell } from './person-cell';

interface Level {
  nodes: TreeNode[];
  total: number;
  page: number;
}

/**
 * Levels loaded on demand, by parent id: children when a node is opened; under '' the pages of the
 * user's own referrals after the first, which comes from the cached query.
 */
type Levels = Record<string, Level>;

const ROOT = '';

/** The referral tree under a user, one level at a time so it stays usable with thousands of members. */
export function ReferralTree({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [fetchLevel] = useLazyTreeQuery();
  const [levels, setLevels] = useState<Levels>({});
  const first = useTreeQuery({ id: userId });

  const load = useCallback(
    async (parent: string, page: number) => {
      const result = await fetchLevel({ id: userId, parent: parent || undefined, page }).unwrap();
      setLevels((known) => {
        // The user's first page lives in the query; only later pages are kept here.
        const before = page > 1 && (parent !== ROOT || page > 2) ? (known[parent]?.nodes ?? []) : [];
        return { ...known, [parent]: { nodes: [...before, ...result.referrals], total: result.total, page } };
      });
    },
    [fetchLevel, userId],
  );

  const levelOf = (parent: string): Level | undefined => {
    if (parent !== ROOT) return levels[parent];
    if (!first.data) return undefined;
    const more = levels[ROOT];
    return {
      nodes: [...first.data.referrals, ...(more?.nodes ?? [])],
      total: first.data.total,
      page: more?.page ?? 1,
    };
  };

  const toData = (parent: string): TreeDataNode[] => {
    const level = levelOf(parent);
    if (!level) return [];
    const nodes: TreeDataNode[] = level.nodes.map((node) => ({
      key: node.id,
      isLeaf: node.children_count === 0,
      title: (
        <span className="back-office-inline">
          <PersonCell name={node.fullName} profile={node.profile} />
          <span className="back-office-tree__units">
            {t('backOffice.tree.units', { count: node.balance_units })}
          </span>
        </span>
      ),
      children: levels[node.id] ? toData(node.id) : undefined,
    }));
    if (level.nodes.length < level.total && level.nodes.length >= level.page * TREE_PAGE_SIZE) {
      nodes.push({
        key: `more:${parent}`,
        isLeaf: true,
        selectable: false,
        title: (
          <Button size="small" type="link" onClick={() => void load(parent, level.page + 1)}>
            {t('backOffice.tree.more', { count: level.total - level.nodes.length })}
          </Button>
        ),
      });
    }
    return nodes;
  };

  const root = levelOf(ROOT);
  return (
    <Card title={t('backOffice.tree.title')}>
      {first.isError ? (
        <Empty description={t('backOffice.tree.failed')} />
      ) : !root ? (
        <Skeleton active />
      ) : root.nodes.length === 0 ? (
        <Empty description={t('backOffice.tree.empty')} />
      ) : (
        <div className="back-office-tree">
          <Tree
            showLine
            selectable={false}
            treeData={toData(ROOT)}
            loadData={async (node) => {
              if (!levels[String(node.key)]) await load(String(node.key), 1);
            }}
          />
        </div>
      )}
    </Card>
  );
}
