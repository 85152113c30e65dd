// Small pieces of a seller's order screens (issue 34): an amount in minor units in the shop's format, and a
// part's state as a label (cancelled, or its step).
import { useTranslation } from 'react-i18next';
import { useRootData } from '#app/components/use-root.ts';
import { money } from '#app/lib/format.ts';

export function MinorMoney({ minor }: { minor: number }) {
  const s = useRootData()?.site.setting;
  return s ? <bdi>{money(minor, s)}</bdi> : null;
}

export function PartState({ status, cancelled }: { status: number; cancelled: number }) {
  const { t } = useTranslation('orders');
  return <span>{cancelled === 1 ? t('status.cancelled') : t(`status.${status}`)}</span>;
}
