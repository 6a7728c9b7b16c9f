import { ActionLink } from '../../ui/ActionLink.tsx'
import { briefcase, clock, map } from '../../ui/icon-paths.ts'
import { LineIcon } from '../../ui/LineIcon.tsx'
import type { JobSummary } from '../shared/job-summary.ts'
import { useWords } from '../../ui/words/use-words.ts'

/** One open position: its department, title, facts, summary and a link to its page. */
export function JobCard({ job, applyLabel }: { job: JobSummary; applyLabel: string }) {
  const words = useWords()
  return (
    <li className="job-card">
      <div className="job-card__main">
        <p className="job-card__department">{job.department}</p>
        <h3 className="job-card__title">{job.title}</h3>
        <ul className="job-card__facts">
          <li>
            <LineIcon d={map} />
            {job.location}
          </li>
          <li>
            <LineIcon d={briefcase} />
            {words.jobs.types[job.type] ?? job.type}
          </li>
          <li>
            <LineIcon d={clock} />
            {job.experience}
          </li>
        </ul>
        <p className="job-card__summary">{job.summary}</p>
      </div>
      <ActionLink to={job.path} variant="primary" className="job-card__apply">
        {applyLabel}
        {/* Five identical "Apply Now" links need the job title in their accessible name. */}
        <span className="visually-hidden">: {job.title}</span>
      </ActionLink>
    </li>
  )
}
