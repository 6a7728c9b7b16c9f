import type { JobListProps } from './section.ts'
import { SectionFrame } from '../shared/SectionFrame.tsx'
import { JobBoard, JobPagination } from './JobBoard.tsx'
import { JobCard } from './JobCard.tsx'

/**
 * The open positions, each with its facts and a link to its job page. A long list (more than a page) is a board with
 * filters (JobBoard); a further page of it (/careers/page/2) lists its jobs with the way between pages.
 */
export function JobList(props: JobListProps) {
  const { id, heading, intro, applyLabel, entries, board, pagination } = props
  return (
    <SectionFrame type="jobList" id={id} heading={heading} intro={intro}>
      {board ? (
        <JobBoard {...props} />
      ) : (
        <>
          <ul className="job-list">
            {entries.map((job) => (
              <JobCard key={job.id} job={job} applyLabel={applyLabel} />
            ))}
          </ul>
          {pagination && pagination.pages > 1 && <JobPagination {...pagination} />}
        </>
      )}
    </SectionFrame>
  )
}
