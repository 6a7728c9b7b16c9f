import type { ReactNode } from 'react'
import type { MarkdownTree, MdBlock, MdInline } from '../content/markdown/markdown-tree.ts'
import { ActionLink } from './ActionLink.tsx'

type Props = {
  tree: MarkdownTree
  /** 1 under a section heading: "##" becomes h3. */
  headingOffset?: 0 | 1
}

/** Text written in Markdown, from the block tree the build made: rendered as React elements, never as HTML. */
export function Markdown({ tree, headingOffset = 0 }: Props) {
  return <>{blocks(tree.blocks, headingOffset)}</>
}

function blocks(list: MdBlock[], offset: number): ReactNode[] {
  return list.map((b, i) => block(b, i, offset))
}

function block(b: MdBlock, key: number, offset: number): ReactNode {
  switch (b.type) {
    case 'paragraph':
      return <p key={key}>{inline(b.children)}</p>
    case 'heading': {
      const Tag = `h${Math.min(6, b.depth + offset)}` as 'h2'
      return (
        <Tag key={key} id={b.id}>
          {inline(b.children)}
        </Tag>
      )
    }
    case 'list': {
      const items = b.items.map((item, j) => (
        // A tight item is one paragraph: its text goes straight into the <li>.
        <li key={j}>
          {item.length === 1 && item[0]!.type === 'paragraph' ? inline(item[0]!.children) : blocks(item, offset)}
        </li>
      ))
      return b.ordered ? (
        <ol key={key} start={b.start}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      )
    }
    case 'blockquote':
      return <blockquote key={key}>{blocks(b.children, offset)}</blockquote>
    case 'code':
      return (
        <pre key={key}>
          <code>{b.value}</code>
        </pre>
      )
    case 'rule':
      return <hr key={key} />
  }
}

function inline(children: MdInline[]): ReactNode[] {
  return children.map((c, i) => {
    if (typeof c === 'string') return c
    switch (c.type) {
      case 'emphasis':
        return <em key={i}>{inline(c.children)}</em>
      case 'strong':
        return <strong key={i}>{inline(c.children)}</strong>
      case 'code':
        return <code key={i}>{c.value}</code>
      case 'break':
        return <br key={i} />
      case 'link':
        return (
          <ActionLink key={i} to={c.href}>
            {inline(c.children)}
          </ActionLink>
        )
      case 'image':
        return <img key={i} src={c.src} alt={c.alt} title={c.title} loading="lazy" decoding="async" />
    }
  })
}
