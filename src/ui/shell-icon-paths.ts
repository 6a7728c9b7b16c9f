/** A circle as path data, so every icon is one `d` string. */
export const c = (x: number, y: number, r: number) =>
  `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`

// The icons the site shell uses are kept here, apart from the full set in Icon.tsx, so the entry chunk carries
// only these five.
export const phone = 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z'
export const mail = 'M3 5h18v14H3zM3 6l9 7 9-7'
export const map = `M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11z${c(12, 10, 2.5)}`
export const link = 'M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1'
export const search = `${c(11, 11, 7)}M21 21l-5.2-5.2`
