import type { NetworkSearchHit } from '@app/libs';
import { Card, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/hooks/use-toast';
import { useCurrentUser } from '../../../shared/session/use-session';
import { GenealogyTree, type TreeRoot } from '../components/genealogy-tree';
import { NetworkSearch } from '../components/network-search';
import { useGenealogy } from '../components/use-genealogy';
import '../network.css';

/** /geneology: the member's whole referral tree, loaded one level at a time, with search. */
export function GenealogyPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <div className="page genealogy-page">
      <Typography.Title level={1} className="page__title">
        {t('network.genealogy.title')}
      </Typography.Title>
      {user ? <GenealogyCardBody root={user} /> : null}
    </div>
  );
}

type TreeRef = ComponentProps<typeof GenealogyTree>['treeRef'];

function GenealogyCardBody({ root }: { root: TreeRoot }) {
  const { t } = useTranslation();
  const toast = useToast();
  // One toast however many loads fail together (the tree retries a failed level by itself).
  const loadFailed = useCallback(
    () => toast.error({ content: t('network.loadFailed'), key: 'genealogy-load-failed' }),
    [toast, t],
  );
  const { levels, loadChildren, loadMore, openPath } = useGenealogy(root.id);
  const [expandedKeys, setExpandedKeys] = useState<string[]>([root.id]);
  const [selectedKeys, setSelectedKeys] = useState<string[]>([]);
  const scrollTarget = useRef<string | null>(null);
  const treeRef: TreeRef = useRef(null);

  // The member's own referrals show at once; deeper levels load when opened.
  useEffect(() => {
    loadChildren(root.id).catch(loadFailed);
  }, [loadChildren, root.id, loadFailed]);

  // Scrolled after the render that put the found member in the tree.
  useEffect(() => {
    if (!scrollTarget.current) return;
    treeRef.current?.scrollTo({ key: scrollTarget.current, align: 'top' });
    scrollTarget.current = null;
  }, [expandedKeys, selectedKeys]);

  const pick = async (hit: NetworkSearchHit) => {
    try {
      if ((await openPath(hit)) === 'too-far') {
        toast.error(t('network.search.tooFar', { name: hit.fullName }));
        return;
      }
      scrollTarget.current = hit.id;
      setExpandedKeys((keys) => [...new Set([...keys, root.id, ...hit.path])]);
      setSelectedKeys([hit.id]);
    } catch {
      loadFailed();
    }
  };

  return (
    <Card className="genealogy-page__card">
      <NetworkSearch onPick={(hit) => void pick(hit)} />
      <GenealogyTree
        root={root}
        levels={levels}
        expandedKeys={expandedKeys}
        selectedKeys={selectedKeys}
        onExpandedChange={setExpandedKeys}
        onSelectedChange={setSelectedKeys}
        loadChildren={(parent) =>
          loadChildren(parent).catch((error: unknown) => {
            loadFailed();
            throw error;
          })
        }
        loadMore={(parent) => loadMore(parent).catch(loadFailed)}
        treeRef={treeRef}
      />
    </Card>
  );
}
