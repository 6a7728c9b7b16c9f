import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'

/**
 * A photo-like PNG: soft gradients, shapes and sensor-like grain, so its PNG is as heavy as a real photo saved as
 * PNG (some 8.8 MB at 2400×1600, RGB without alpha) and lossy formats have something real to compress.
 */
export async function photoPng(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa8dc"/><stop offset="1" stop-color="#f3e3c3"/></linearGradient>
      <radialGradient id="sun" cx="0.7" cy="0.3" r="0.5"><stop offset="0" stop-color="#fff6d5"/><stop offset="1" stop-color="#fff6d5" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <rect width="100%" height="100%" fill="url(#sun)"/>
    <path d="M0 ${height * 0.7} Q ${width * 0.3} ${height * 0.55} ${width * 0.6} ${height * 0.68} T ${width} ${height * 0.62} V ${height} H 0 Z" fill="#4f7942"/>
    <circle cx="${width * 0.25}" cy="${height * 0.6}" r="${height * 0.12}" fill="#2e4d2c"/>
  </svg>`
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } },
  })
    .png()
    .toBuffer()
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .removeAlpha()
    .png()
    .toBuffer()
}

/** A JPEG carrying camera EXIF with a GPS position, as a phone writes it. */
export async function gpsJpeg(): Promise<Buffer> {
  return sharp(await photoPng(800, 600))
    .jpeg()
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera 12', Copyright: 'Cedar Ridge' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 16/1 2/1', GPSLongitudeRef: 'W', GPSLongitude: '97/1 44/1 35/1' },
    })
    .toBuffer()
}

/**
 * A JPEG stored 300×200, red on its left half and blue on its right, tagged "rotate 90° clockwise to display"
 * (EXIF orientation 6): shown upright it is 200×300, red on top.
 */
export async function sidewaysJpeg(): Promise<Buffer> {
  const half = (color: string) => sharp({ create: { width: 150, height: 200, channels: 3, background: color } })
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#000' } })
    .composite([
      { input: await half('#ff0000').png().toBuffer(), left: 0, top: 0 },
      { input: await half('#0000ff').png().toBuffer(), left: 150, top: 0 },
    ])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toBuffer()
}

/**
 * A decompression bomb's header: a small PNG whose header claims `width`×`height` (the pixel data, a little
 * compressed nothing, is far too short), as an attacker or a broken exporter writes it.
 */
export function bombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
