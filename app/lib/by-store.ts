// Lines grouped by the store that sells them, as the cart, the checkout steps and the order pages show them.

/** The groups in the order their stores first appear; the lines of no known store form one group. */
export function byStore<L, S extends { id: number }>(
  lines: readonly L[],
  storeOf: (line: L) => S | null | undefined,
): { store: S | null; lines: L[] }[] {
  const groups: { store: S | null; lines: L[] }[] = [];
  for (const l of lines) {
    const store = storeOf(l) ?? null;
    const g = groups.find((x) => (x.store?.id ?? 0) === (store?.id ?? 0));
    if (g) g.lines.push(l);
    else groups.push({ store, lines: [l] });
  }
  return groups;
}
