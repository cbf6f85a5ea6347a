/** A LIKE pattern matching `needle` anywhere: `%`, `_` and the escape character match literally (use with `escape '\\'`). */
export function likeContains(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
