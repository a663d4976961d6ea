import { useTranslation } from '@kora/shared';
import { stockLevel } from '../lib/stock-level';

/** 'Out of stock', 'Only N left' from five down, else how many are in stock. */
export function StockStatus({ stock }: { stock: number }) {
  const { t } = useTranslation('store');
  const level = stockLevel(stock);
  return (
    <p className={`kora-product-detail__stock kora-product-detail__stock--${level}`}>
      {level === 'out' ? t('common.outOfStock') : t(`detail.stock.${level}`, { count: stock })}
    </p>
  );
}
