import type { JobListProps } from './section.ts'
import { SectionFrame } from '../shared/SectionFrame.tsx'
import { ActionLink } from '../../ui/ActionLink.tsx'
import { briefcase, clock, map } from '../../ui/icon-paths.ts'
import { LineIcon } from '../../ui/LineIcon.tsx'

/** The open positions, each with its facts and a link to its job page. */
export function JobList({ id, heading, intro, applyLabel, entries }: JobListProps) {
  return (
    <SectionFrame type="jobList" id={id} heading={heading} intro={intro}>
      <ul className="job-list">
        {entries.map((job) => (
          <li key={job.id} className="job-card">
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
                  {job.type}
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
        ))}
      </ul>
    </SectionFrame>
  )
}
