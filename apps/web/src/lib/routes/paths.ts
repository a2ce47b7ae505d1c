/** Joins a child's path to its parent's: '' is the parent itself, an absolute child stands alone. */
export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  if (child === '') return parent || '/';
  return `${parent.replace(/\/$/, '')}/${child}`;
}
