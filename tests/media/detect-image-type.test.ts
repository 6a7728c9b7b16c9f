// @vitest-environment node
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { detectImageType } from '../../src/media/detect-image-type.ts'

const pixel = () => sharp({ create: { width: 2, height: 2, channels: 3, background: '#123456' } })
const text = (s: string) => new TextEncoder().encode(s)

describe('detectImageType', () => {
  it('knows JPEG, PNG, WebP and AVIF by their bytes', async () => {
    expect(detectImageType(await pixel().jpeg().toBuffer())).toBe('jpeg')
    expect(detectImageType(await pixel().png().toBuffer())).toBe('png')
    expect(detectImageType(await pixel().webp().toBuffer())).toBe('webp')
    expect(detectImageType(await pixel().avif().toBuffer())).toBe('avif')
    expect(detectImageType(await pixel().heif({ compression: 'av1' }).toBuffer())).toBe('avif')
  })

  it('knows SVG after a byte-order mark, an XML declaration, comments and a doctype', () => {
    expect(detectImageType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg')
    expect(
      detectImageType(
        text(
          '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: Illustrator -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg width="1" height="1"></svg>',
        ),
      ),
    ).toBe('svg')
  })

  it('refuses everything else, whatever the name', async () => {
    expect(detectImageType(await pixel().gif().toBuffer())).toBeUndefined()
    expect(detectImageType(await pixel().tiff().toBuffer())).toBeUndefined()
    expect(detectImageType(text('\u0000\u0000\u0000\u0018ftypheic\u0000\u0000\u0000\u0000heicmif1'))).toBeUndefined()
    expect(detectImageType(text('These are my notes.'))).toBeUndefined()
    expect(detectImageType(text('<html><body><svg></svg></body></html>'))).toBeUndefined()
    expect(detectImageType(text('%PDF-1.7'))).toBeUndefined()
    expect(detectImageType(new Uint8Array())).toBeUndefined()
  })
})
