import { InputNumber } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppTabs } from '../../../shared/ui/app-tabs';
import type { JoinRange } from './tier-date-filter';
import { TierMembers } from './tier-members';

/**
 * Tabs shown at once. A chain thousands of levels deep has thousands of tiers: the tabs show the
 * window around the selected tier, and a number field reaches any tier up to max.
 */
export const TIER_TAB_WINDOW = 20;

export const tierWindow = (selected: number, max: number): number[] => {
  const first = Math.floor((selected - 1) / TIER_TAB_WINDOW) * TIER_TAB_WINDOW + 1;
  const last = Math.min(max, first + TIER_TAB_WINDOW - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
};

interface TierTabsProps {
  max: number;
  selected: number;
  onSelect: (tier: number) => void;
  range: JoinRange | null;
}

/** One tab per tier from 1 to max; only the selected tier's members are loaded. */
export function TierTabs({ max, selected, onSelect, range }: TierTabsProps) {
  const { t } = useTranslation();
  const jumpId = useId();
  const filter = { index: selected, start: range?.start ?? null, end: range?.end ?? null };
  return (
    <div className="tier-tabs">
      {max > TIER_TAB_WINDOW ? (
        <div className="tier-tabs__jump">
          <label htmlFor={jumpId}>{t('network.goToTier', { max })}</label>
          <InputNumber
            id={jumpId}
            min={1}
            max={max}
            precision={0}
            value={selected}
            onChange={(tier) => {
              if (typeof tier === 'number' && tier >= 1 && tier <= max) onSelect(tier);
            }}
          />
        </div>
      ) : null}
      <AppTabs
        activeKey={String(selected)}
        onChange={(key) => onSelect(Number(key))}
        items={tierWindow(selected, max).map((tier) => ({
          key: String(tier),
          label: t('network.tier', { index: tier }),
          children: tier === selected ? <TierMembers filter={filter} /> : null,
        }))}
      />
    </div>
  );
}
