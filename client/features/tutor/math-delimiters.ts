const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/**
 * A line with an unpaired $$ and other text ("so: $$", "$$ x = 1", "x = 1 $$") opens or closes a
 * display block in the middle of a line, which remark-math does not read as one; the $$ is put on a
 * line of its own.
 */
function splitDanglingDisplay(line: string): string {
  const trimmed = line.trim();
  if (trimmed === '$$' || (trimmed.match(/\$\$/g) ?? []).length % 2 === 0) return line;
  // Keep the indentation: display maths inside a list item must stay inside it.
  const indent = /^\s*/.exec(line)?.[0] ?? '';
  if (trimmed.endsWith('$$')) return `${indent}${trimmed.slice(0, -2).trimEnd()}\n${indent}$$`;
  if (trimmed.startsWith('$$')) return `${indent}$$\n${indent}${trimmed.slice(2).trimStart()}`;
  return line;
}

function normalizeProse(text: string): string {
  return (
    text
      .split('\n')
      .map(splitDanglingDisplay)
      .join('\n')
      // \[ … \] (LaTeX display) → a $$ block.
      .replace(/\\\[([\s\S]+?)\\\]/g, (_m, body: string) => `\n$$\n${body.trim()}\n$$\n`)
      // \( … \) (LaTeX inline) → $…$.
      .replace(/\\\(([\s\S]+?)\\\)/g, (_m, body: string) => `$${body.trim()}$`)
      // A line that is only $$…$$ is meant as display maths; remark-math reads it as inline.
      .replace(/^[ \t]*\$\$([^\n$]+?)\$\$[ \t]*$/gm, (_m, body: string) => `$$\n${body.trim()}\n$$`)
  );
}

/**
 * Models write maths in several notations; the renderer understands dollar signs (spec-1 §2). This
 * rewrites LaTeX's \[…\] and \(…\) and one-line $$…$$ blocks into the dollar forms remark-math
 * reads as intended, leaving fenced code untouched.
 */
export function normalizeMathDelimiters(markdown: string): string {
  if (!markdown.includes('\\[') && !markdown.includes('\\(') && !markdown.includes('$$')) return markdown;
  const lines = markdown.split('\n');
  const out: string[] = [];
  let prose: string[] = [];
  let fence: string | null = null;
  const flush = () => {
    if (prose.length) out.push(normalizeProse(prose.join('\n')));
    prose = [];
  };
  for (const line of lines) {
    const match = FENCE.exec(line);
    if (fence) {
      out.push(line);
      if (match && match[1][0] === fence[0] && match[1].length >= fence.length && line.trim() === match[1]) fence = null;
    } else if (match) {
      flush();
      fence = match[1];
      out.push(line);
    } else {
      prose.push(line);
    }
  }
  flush();
  return out.join('\n');
}
