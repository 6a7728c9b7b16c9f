import { parseBlocks } from '../../content/parse-blocks.ts'

/** Article-style body text: paragraphs, h2 (or `headingLevel`) headings and bullet lists, rendered as text. */
export function Blocks({ blocks, headingLevel = 2 }: { blocks: string[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <>
      {parseBlocks(blocks).map((block, i) => {
        if (block.kind === 'heading') return <Heading key={i}>{block.text}</Heading>
        if (block.kind === 'list')
          return (
            <ul key={i}>
              {block.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          )
        return <p key={i}>{block.text}</p>
      })}
    </>
  )
}
