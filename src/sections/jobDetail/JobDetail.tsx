import { useId } from 'react'
import type { JobDetailProps } from './section.ts'
import { ApplicationForm } from '../../forms/ApplicationForm.tsx'
import { Markdown } from '../../ui/Markdown.tsx'
import { SHOWN_WIDTH } from '../../media/image-widths.ts'
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx'

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

/** The job of the route: hero, description, responsibilities, requirements, benefits and a sticky application form. */
export function JobDetail({
  job,
  formHeading,
  submitLabel,
  experienceOptions,
  sourceOptions,
  successAlert,
  afterSubmit,
}: JobDetailProps) {
  const titleId = useId()
  return (
    <>
      <section className="job-hero" aria-labelledby={titleId}>
        <div className="job-hero__media">
          <ResponsiveImage image={job.image} width={SHOWN_WIDTH.fullBleed} height={640} sizes="100vw" priority />
        </div>
        <div className="container job-hero__body">
          <h1 id={titleId}>{job.title}</h1>
          <p className="job-hero__meta">{`${job.location} | ${job.type}`}</p>
        </div>
      </section>
      <section className="section section--jobDetail" aria-label={`About the ${job.title} role`}>
        <div className="container job-detail">
          <div className="job-detail__content">
            <h2>Job Description</h2>
            <Markdown tree={job.description} headingOffset={1} />
            <Part title="Responsibilities" items={job.responsibilities} />
            <Part title="Requirements" items={job.requirements} />
            <Part title="Benefits" items={job.benefits} />
          </div>
          <div className="job-detail__apply">
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
          </div>
        </div>
      </section>
    </>
  )
}
