import { useId } from 'react'
import { SiteLink as Link } from '../../ui/SiteLink.tsx'
import type { JobDetailProps } from './section.ts'
import { ApplicationForm } from '../../forms/ApplicationForm.tsx'
import { Markdown } from '../../ui/Markdown.tsx'
import { SHOWN_WIDTH } from '../../media/image-widths.ts'
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx'
import { ActionLink } from '../../ui/ActionLink.tsx'
import { formatPay } from '../shared/format-pay.ts'
import type { JobSummary } from '../shared/job-summary.ts'
import { useWords } from '../../ui/words/use-words.ts'

/** One titled part of the job description. */
function Part({ title, items }: { title: string; items: string[] }) {
  return (
    <>
      <h2>{title}</h2>
      <ul className="job-detail__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  )
}

/** Up to three open roles like this one, each a link to its page. */
function SimilarJobs({ jobs, heading }: { jobs: JobSummary[]; heading: string }) {
  const { types } = useWords().jobs
  if (!jobs.length) return null
  return (
    // Other jobs' titles are not this job's words: a search's match and excerpt come from the job itself.
    <section className="section section--similarJobs" aria-labelledby="similar-jobs" data-pagefind-ignore="all">
      <div className="container">
        <h2 id="similar-jobs">{heading}</h2>
        <ul className="similar-jobs">
          {jobs.map((j) => (
            <li key={j.id}>
              <Link to={j.path} className="similar-jobs__link">
                {j.title}
              </Link>
              <span className="similar-jobs__facts">{`${j.department} · ${j.location} · ${types[j.type] ?? j.type}`}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/**
 * The job of the route: hero, description, responsibilities, requirements, benefits and a sticky application form,
 * then similar open roles. A closed job keeps its page and says so instead of offering the form.
 */
export function JobDetail({
  job,
  similar,
  formHeading,
  submitLabel,
  experienceOptions,
  sourceOptions,
  successAlert,
  afterSubmit,
  openPositions = '/careers',
}: JobDetailProps) {
  const titleId = useId()
  const words = useWords()
  const say = words.jobs
  return (
    <>
      <section className="job-hero" aria-labelledby={titleId}>
        <div className="job-hero__media">
          <ResponsiveImage image={job.image} width={SHOWN_WIDTH.fullBleed} height={640} sizes="100vw" priority />
        </div>
        <div className="container job-hero__body">
          <h1 id={titleId}>{job.title}</h1>
          <p className="job-hero__meta">{`${job.location} | ${say.types[job.type] ?? job.type}`}</p>
          {job.salary && <p className="job-hero__pay">{formatPay(job.salary, words)}</p>}
        </div>
      </section>
      <section className="section section--jobDetail" aria-label={say.about(job.title)}>
        <div className="container job-detail">
          <div className="job-detail__content">
            <h2>{say.description}</h2>
            <Markdown tree={job.description} headingOffset={1} />
            <Part title={say.responsibilities} items={job.responsibilities} />
            <Part title={say.requirements} items={job.requirements} />
            <Part title={say.benefits} items={job.benefits} />
          </div>
          <div className="job-detail__apply">
            {job.closed ? (
              <div className="job-closed" role="note" aria-labelledby="job-closed-h">
                <h2 id="job-closed-h">{say.closedHeading}</h2>
                <p>{say.closedText}</p>
                <ActionLink to={openPositions} variant="primary">
                  {say.seeOpen}
                </ActionLink>
              </div>
            ) : (
              <ApplicationForm
                jobTitle={job.title}
                jobId={job.id}
                formHeading={formHeading}
                submitLabel={submitLabel}
                experienceOptions={experienceOptions}
                sourceOptions={sourceOptions}
                successAlert={successAlert}
                afterSubmit={afterSubmit}
              />
            )}
          </div>
        </div>
      </section>
      <SimilarJobs jobs={similar} heading={job.closed ? say.likeClosed : say.similar} />
    </>
  )
}
