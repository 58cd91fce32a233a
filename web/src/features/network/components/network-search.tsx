import type { NetworkSearchHit } from '@app/libs';
import { Button, Empty, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/hooks/use-toast';
import { useLazyNetworkSearchQuery } from '../api/network.api';
import { MemberLine } from './member-line';

/** Finds members of the downline by name or email; choosing one opens the tree down to them. */
export function NetworkSearch({ onPick }: { onPick: (hit: NetworkSearchHit) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [search, { data: hits, isFetching, originalArgs }] = useLazyNetworkSearchQuery();
  const [query, setQuery] = useState('');

  const run = (value: string) => {
    const q = value.trim();
    if (!q) return;
    search(q)
      .unwrap()
      .catch((error: unknown) => toast.serverError(error));
  };

  return (
    <div className="network-search">
      <Input.Search
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onSearch={run}
        loading={isFetching}
        allowClear
        enterButton={t('network.search.button')}
        placeholder={t('network.search.placeholder')}
        aria-label={t('network.search.label')}
      />
      {originalArgs && hits && !isFetching ? (
        hits.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('network.search.none')} />
        ) : (
          <ul className="network-search__hits" aria-label={t('network.search.results')}>
            {hits.map((hit) => (
              <li key={hit.id}>
                <Button type="text" block className="network-search__hit" onClick={() => onPick(hit)}>
                  <MemberLine
                    fullName={hit.fullName}
                    profile={hit.profile}
                    detail={`${hit.email} · ${t('network.tier', { index: hit.tier })}`}
                  />
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
