import { IMAGE_WIDTHS } from './image-widths.ts'

/**
 * The widths to make of an image `intrinsic` pixels wide: each of `widths` it can fill without upscaling, plus its
 * own width when it is narrower than the widest asked for (a 500 px image gets [500], a 1500 px one
 * [640, 768, 1024, 1280, 1500]).
 */
export function renditionWidths(intrinsic: number, widths: readonly number[] = IMAGE_WIDTHS): number[] {
  const fitting = widths.filter((w) => w <= intrinsic)
  if (intrinsic < Math.max(...widths) && !fitting.includes(intrinsic)) fitting.push(intrinsic)
  return [...new Set(fitting)].sort((a, b) => a - b)
}
