import type { IconName } from '../content/schema/common.ts'
import { c, link, mail, map, phone } from './shell-icon-paths.ts'

// One named export per icon: a component imports only the paths it draws (tree-shaken), the build all of them.

export const users = `${c(9, 8, 4)}M2 21v-1a6 6 0 0 1 12 0v1M16 4a4 4 0 0 1 0 8M22 21v-1a6 6 0 0 0-4-5.7`
export const briefcase = 'M3 8h18v12H3zM8 8V5a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v3M3 13h18'
export const chart = 'M3 3v18h18M8 17v-5M13 17V8M18 17V9'
export const cloud = 'M7 18a5 5 0 1 1 1-9.9A6 6 0 0 1 19 10a4 4 0 0 1-1 8z'
export const shield = 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z'
export const server = 'M4 4h16v6H4zM4 14h16v6H4zM8 7h.01M8 17h.01'
export const cog = `${c(12, 12, 6)}${c(12, 12, 2)}M12 2v4M12 18v4M2 12h4M18 12h4M4.9 4.9l2.9 2.9M16.2 16.2l2.9 2.9M4.9 19.1l2.9-2.9M16.2 7.8l2.9-2.9`
export const clock = `${c(12, 12, 9)}M12 7v5l3 2`
export const target = `${c(12, 12, 9)}${c(12, 12, 5)}${c(12, 12, 1)}`
export const handshake = 'M2 11l4-4h4l3 3-2 2-2-2M22 11l-4-4h-4M6 15l3 3 2-2 2 2 3-3 4-4'
export const lightbulb = 'M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.6.6 1 1.5 1 2.5h6c0-1 .4-1.9 1-2.5A6 6 0 0 0 12 3z'
export const rocket =
  'M12 15l-3-3A14 14 0 0 1 20 3a14 14 0 0 1-8 12zM9 12H4l3-4h5M12 15v5l4-3v-5M5 16c-2 1-2 4-2 5 1 0 4 0 5-2'
export const check = 'M4 12l5 5L20 6'
export const heart = 'M12 20S3 14.5 3 8.5A4.5 4.5 0 0 1 12 6a4.5 4.5 0 0 1 9 2.5C21 14.5 12 20 12 20z'
export const globe = `${c(12, 12, 9)}M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18`
export const code = 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16'
export const database =
  'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3'
export const dollar = 'M12 2v20M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6'
export const book = 'M4 5a2 2 0 0 1 2-2h14v15H6a2 2 0 0 0-2 2zM4 20a2 2 0 0 0 2 2h14v-4'
export const graduation = 'M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5M22 9v6'
export const home = 'M3 11l9-8 9 8M5 9v12h14V9M10 21v-6h4v6'
export const sparkles = 'M11 3l2 5 5 2-5 2-2 5-2-5-5-2 5-2zM19 14l1 2.5 2.5 1-2.5 1-1 2.5-1-2.5-2.5-1 2.5-1z'
export const refresh = 'M20 12a8 8 0 0 1-14 5.3M4 12a8 8 0 0 1 14-5.3M18 3v4h-4M6 21v-4h4'
export const layers = 'M12 2l10 5-10 5L2 7zM2 12l10 5 10-5M2 17l10 5 10-5'
export const cart = `M3 3h2l3 12h11l2-8H6.5${c(9, 20, 1.5)}${c(18, 20, 1.5)}`
export const factory = 'M2 21h20M3 21V11l6 4v-4l6 4V3h5v18'
export const bank = 'M3 9l9-6 9 6zM5 9v9M9.5 9v9M14.5 9v9M19 9v9M3 21h18'
export const cpu = 'M6 6h12v12H6zM10 10h4v4h-4zM9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4'
export const smartphone = 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2'
export const headset = 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H5a1 1 0 0 1-1-1zM20 14h-3v6h2a1 1 0 0 0 1-1z'
export const star = 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z'
export const award = `${c(12, 9, 6)}M8.5 14L7 22l5-3 5 3-1.5-8`
export const puzzle = 'M5 6h4a2 2 0 1 1 4 0h4v4a2 2 0 1 1 0 4v4h-4a2 2 0 1 0-4 0H5z'
export const trend = 'M3 17l6-6 4 4 8-8M15 7h6v6'
export const lock = 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4'
export const zap = 'M13 2L4 14h7l-1 8 9-12h-7z'
export { link, mail, map, phone }

/** Path data of every built-in icon (24×24, stroked), by name: for the build (resolvers, the content guide). */
export const ICON_PATHS: Record<IconName, string> = {
  users,
  briefcase,
  chart,
  cloud,
  shield,
  server,
  cog,
  clock,
  target,
  handshake,
  lightbulb,
  rocket,
  check,
  heart,
  globe,
  code,
  database,
  dollar,
  book,
  graduation,
  home,
  sparkles,
  phone,
  mail,
  map,
  link,
  refresh,
  layers,
  cart,
  factory,
  bank,
  cpu,
  smartphone,
  headset,
  star,
  award,
  puzzle,
  trend,
  lock,
  zap,
}
