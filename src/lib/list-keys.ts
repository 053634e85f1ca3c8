/**
 * Where the arrow keys, Home and End move the focus in a vertical list of `count` items (a menu, an accordion's
 * headers), wrapping at both ends as the WAI-ARIA patterns do; null for any other key. `index` may be -1 (no item has
 * the focus yet), so ArrowDown starts at the first item.
 */
export function listKeyTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
