/** From this many units down, the page says how few are left (spec: 'only N left'). */
export const FEW_LEFT = 5;

export type StockLevel = 'out' | 'few' | 'plenty';

export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'out';
  return stock <= FEW_LEFT ? 'few' : 'plenty';
}
