/** The change of this month's earnings from last month's in whole percent; none when last month earned nothing. */
export function earningsChange(thisMonth: number, lastMonth: number): number | null {
  if (lastMonth <= 0) return null;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
}
