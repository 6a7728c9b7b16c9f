export type Block =
  { kind: 'heading'; text: string } | { kind: 'list'; items: string[] } | { kind: 'paragraph'; text: string }

/** The body rule of the spec: "##" starts a heading, "-" a bullet list (one item per line), else a paragraph. */
export function parseBlocks(blocks: string[]): Block[] {
  return blocks.map((raw) => {
    const block = raw.trim()
    if (block.startsWith('##')) return { kind: 'heading', text: block.replace(/^#+\s*/, '') }
    if (block.startsWith('-'))
      return {
        kind: 'list',
        items: block
          .split('\n')
          .map((line) => line.trim().replace(/^-\s*/, ''))
          .filter(Boolean),
      }
    return { kind: 'paragraph', text: block }
  })
}
