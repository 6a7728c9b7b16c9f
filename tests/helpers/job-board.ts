/** A job board of many generated jobs beside the real ones: for the careers tests and `npm run bench`. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildDate } from '../../src/lib/build-date.ts'
import { scratchProject } from './scratch-project.ts'
import { contentDirOptions } from '../../src/content/load-content-dir.ts'
import { readContentDir } from '../../src/content/read-content-dir.ts'
import type { SourceFile } from '../../src/content/source-file.ts'

export const DEPARTMENTS = ['Engineering', 'Consulting', 'Delivery', 'Design', 'Cloud & Infrastructure', 'Data']
export const CITIES = [
  { location: 'Austin, TX' },
  { location: 'Chicago, IL', street: '233 South Wacker Drive, Suite 2100', postalCode: '60606' },
  { location: 'New York, NY', street: '1250 Broadway, Floor 12', postalCode: '10001' },
  { location: 'Denver, CO', street: '1700 Lincoln Street, Suite 2400', postalCode: '80203' },
]
export const TYPES = ['Full-time', 'Part-time', 'Contract']

/** YYYY-MM-DD of the build's day (SITE_DATE, or today) plus `days`. */
export const dayFrom = (days: number) =>
  new Date(Date.parse(`${buildDate()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/**
 * The site's content files with `total` generated jobs besides the real ones: departments, cities and types in turn,
 * each open for months, plus `generated-remote` (remote, US, 140,000–170,000 USD a year), `generated-expired` (its
 * validThrough yesterday) and `generated-filled` (status: filled).
 */
export function jobBoardFiles(
  total: number,
  root = process.cwd(),
): { files: SourceFile[]; options: ReturnType<typeof contentDirOptions> } {
  const files = readContentDir(root)
  const base = readFileSync(join(root, 'pages/_collections/jobs/business-analyst.yaml'), 'utf8')
    .replace(/^(validThrough|salary|address|workplace|applicantCountries):.*\n( {2}.*\n)*/gm, '')
    .trimEnd()
  const job = (k: number, extra: string, at = CITIES[k % CITIES.length]!) =>
    `${base
      .replace(/^title: .*$/m, `title: Generated Role ${k}`)
      .replace(/^location: .*$/m, `location: ${at.location}`)
      .replace(/^type: .*$/m, `type: ${TYPES[k % TYPES.length]}`)
      .replace(/^department: .*$/m, `department: ${DEPARTMENTS[k % DEPARTMENTS.length]}`)
      .replace(/^datePosted: .*$/m, `datePosted: ${dayFrom(-(k % 60) - 1)}`)}\n` +
    `validThrough: ${dayFrom(90)}\nsalary: { min: ${80000 + k * 10}, max: ${100000 + k * 10}, currency: USD, per: year }\n` +
    ('street' in at ? `address:\n  street: ${at.street}\n  postalCode: "${at.postalCode}"\n` : '') +
    extra
  for (let k = 1; k <= total - 3; k++)
    files.push({ file: `pages/_collections/jobs/generated-role-${k}.yaml`, text: job(k, '') })
  files.push({
    file: 'pages/_collections/jobs/generated-remote.yaml',
    text: job(0, '', { location: 'Remote' })
      .replace(/^salary: .*$/m, 'salary: { min: 140000, max: 170000, currency: USD, per: year }')
      .concat('workplace: remote\napplicantCountries: [US]\n'),
  })
  files.push({
    file: 'pages/_collections/jobs/generated-expired.yaml',
    text: job(1, '').replace(/^validThrough: .*$/m, `validThrough: ${dayFrom(-1)}`),
  })
  files.push({ file: 'pages/_collections/jobs/generated-filled.yaml', text: job(2, 'status: filled\n') })
  return { files, options: contentDirOptions(root) }
}

/** A scratch copy of the project (see scratchProject) whose jobs are the real ones and the board of jobBoardFiles. */
export function jobBoardProject(total: number, from = process.cwd()): { root: string; remove: () => void } {
  const root = scratchProject(from, join(mkdtempSync(join(tmpdir(), 'careers-')), 'project'))
  for (const f of jobBoardFiles(total, from).files)
    if (f.file.startsWith('pages/_collections/jobs/generated-')) writeFileSync(join(root, f.file), f.text)
  return { root, remove: () => rmSync(join(root, '..'), { recursive: true, force: true }) }
}
