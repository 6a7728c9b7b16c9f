/**
 * The interface's own words in English: every text a visitor sees or hears that the code writes rather than the
 * content. The spec fixes many of them word for word: change none without the spec. Every other language's file
 * has exactly these keys (the `Words` type).
 */
export const en = {
  /** The Intl locale of dates, numbers and pay. */
  locale: 'en-US',
  /** Read after a link that opens in a new tab. */
  opensInNewTab: ' (opens in a new tab)',
  shell: {
    skipToMain: 'Skip to main content',
    loading: 'Loading…',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    /** The main navigation's name (read as "Main navigation"). */
    mainNavigation: 'Main',
    /** The title of an unknown entry's address while it leads on (a template's ifMissing without one). */
    notFound: 'Not Found',
  },
  pagination: {
    status: (page: number, pages: number): string => `Page ${page} of ${pages}`,
  },
  pay: { year: 'a year', month: 'a month', hour: 'an hour' },
  forms: {
    /** "Fields marked * are required.", the star hidden from screen readers, which hear the middle words instead. */
    requiredNote: { before: 'Fields marked ', heard: 'with a star', after: ' are required.' },
    sending: 'Sending…',
    retry: 'Retry',
    /** Under a form that only works with JavaScript, when it is off (a `<noscript>`). */
    needsScript: (email: string | undefined): string =>
      `Sending this form needs JavaScript, which is off in this browser: turn it on to send it${email ? `, or email us at ${email}` : ''}.`,
    honeypot: 'Leave this field empty',
    chooseOne: 'Choose one',
    /** What the browser says of a field it will not send, in the page's language (not the browser's). */
    validity: {
      required: 'Please fill out this field.',
      checkbox: 'Please check this box if you want to proceed.',
      file: 'Please choose a file.',
      select: 'Please choose an item in the list.',
      email: 'Please enter an email address, such as name@example.com.',
      url: 'Please enter a web address that starts with https://.',
    },
    application: {
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      phone: 'Phone',
      linkedin: 'LinkedIn Profile',
      linkedinPlaceholder: 'https://www.linkedin.com/in/your-name',
      resume: 'Resume (PDF)',
      resumeHint: (maxMb: number): string => `PDF, up to ${maxMb} MB`,
      coverLetter: 'Cover Letter',
      experience: 'Years of Experience',
      hearAboutUs: 'How did you hear about us?',
      talentPool: (years: number): string =>
        `Also keep my application for up to ${years} years and consider me for other jobs (optional)`,
    },
    consultation: {
      consent: 'I agree to be contacted about my request.',
      labels: {
        name: 'Name',
        email: 'Email',
        phone: 'Phone',
        company: 'Company',
        service: 'Service',
        message: 'Message',
      },
    },
    contactPage: {
      labels: {
        name: 'Full Name',
        email: 'Email Address',
        phone: 'Phone Number',
        company: 'Company',
        service: 'Service of Interest',
        message: 'Message',
      },
      servicePlaceholder: 'Select a service',
    },
    newsletter: { emailLabel: 'Email address', emailPlaceholder: 'Enter your email' },
    /** The consultation form's messages (spec §8), word for word. */
    contact: {
      nameRequired: 'Name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Invalid email address',
      messageRequired: 'Message is required',
    },
    linkedinHttps:
      'Please enter your LinkedIn profile as a full https:// address, for example https://www.linkedin.com/in/your-name.',
    resume: {
      notPdf: 'Please choose your resume as a PDF file (.pdf).',
      notPdfContent:
        'This file is named like a PDF but is not a PDF document. Please save or export your resume as a PDF and choose that file.',
      /** `mb`: the file's size in MB, written with one decimal. */
      tooLarge: (mb: string, maxMb: number): string =>
        `This file is ${mb} MB; a resume can be at most ${maxMb} MB. Please choose a smaller PDF (saving it again with smaller images usually helps).`,
    },
    /** What a form's submission is called in the messages below, by the name the form gives it. */
    submissions: { message: 'message', application: 'application', 'sign-up': 'sign-up' },
    failure: {
      kept: 'Everything you entered is still here.',
      network: (what: string, kept: string): string =>
        `Your ${what} was not sent: we could not reach our server. Check your internet connection, then press Retry. ${kept}`,
      timeout: (what: string, seconds: number, kept: string): string =>
        `Our server did not answer within ${seconds} second${seconds === 1 ? '' : 's'}, so your ${what} may not have arrived. Press Retry to send it again. ${kept}`,
      refused: (what: string, message: string, kept: string): string => `Your ${what} was not sent. ${message} ${kept}`,
      status: (what: string, status: number, email: string | undefined, kept: string): string =>
        `Our server could not accept your ${what} just now (code ${status}), so it was not sent. Press Retry to try again${email ? `, or email us at ${email}` : ''}. ${kept}`,
    },
    /** The note under a form that delivers to the site's own server. `write`: " (address)" or ''. */
    privacy: {
      withdraw: 'The e-mail confirming it has a link that withdraws and deletes it at once.',
      application: 'application',
      message: 'message',
      kept: (what: string, days: number | null): string =>
        days === null
          ? `We keep your ${what} until we delete it.`
          : `We keep your ${what} for ${days} days after our last step on it, then delete it.`,
      talentPool: (years: number): string =>
        `If you tick the talent pool box, we keep it for ${years} years from today to consider you for other jobs.`,
      newsletter: (days: number | null, write: string): string =>
        days === null
          ? `We keep your address until you unsubscribe or ask us${write} to delete it.`
          : `We keep your address for ${days} days, then delete it; ask us${write} to delete it sooner.`,
    },
  },
  articles: {
    readingTime: (minutes: number): string => `${minutes} min read`,
    /** Read around a category's name on a link to its list ("Strategy articles"): before and after it. */
    category: { before: '', after: ' articles' },
    pages: 'Article pages',
    newer: 'Newer articles',
    older: 'Older articles',
    end: 'You have reached the oldest articles.',
    /** A list with no article (a language none is translated into yet). */
    none: 'No articles here yet: new ones will appear here.',
    linkCopied: 'Link copied',
    copyThis: (url: string): string => `Copy this address: ${url}`,
    copyLink: 'Copy link',
    shareLinkedIn: 'Share on LinkedIn',
    shareEmail: 'Share by e-mail',
    subscribe: 'Subscribe',
    subscribed: 'Thanks for subscribing! Our next insights will arrive in your inbox.',
    /** The archive's pages (/insights/page/N, /insights/category/…); `name`: the title of the list's page. */
    archive: {
      back: (name: string): string => `Back to ${name}`,
      olderTitle: (name: string, page: number): string => `${name}: Older Articles, Page ${page}`,
      olderHeading: 'Older Articles',
      olderDescription: (name: string, page: number, pages: number): string =>
        `Older articles from ${name}, page ${page} of ${pages}, newest first.`,
      olderIntro: (page: number, pages: number): string => `Page ${page} of ${pages}, newest first.`,
      count: (n: number): string => `${n} ${n === 1 ? 'article' : 'articles'}`,
      categoryTitle: (category: string, page: number): string =>
        `${category} Articles${page > 1 ? `, Page ${page}` : ''}`,
      categoryDescription: (articles: string, category: string, name: string, page: number, pages: number): string =>
        `${articles} on ${category.toLowerCase()} from ${name}${pages > 1 ? `, page ${page} of ${pages}` : ''}, newest first.`,
      categoryIntro: (articles: string): string => `${articles}, newest first.`,
      one: '1 article',
      rangeOne: (n: number, of: number): string => `Article ${n} of ${of}`,
      range: (first: number, last: number, of: number): string => `Articles ${first}–${last} of ${of}`,
    },
  },
  cards: { learnMore: 'Learn More' },
  contact: {
    formName: 'Contact form',
    phone: 'Phone',
    email: 'Email',
    hours: 'Hours',
    office: 'Office',
    directions: 'Get directions',
    businessHours: 'Business Hours',
    follow: 'Follow Us',
    map: (street: string, city: string, region: string): string => `Map of our office at ${street}, ${city}, ${region}`,
  },
  story: {
    heading: 'Success Story',
    challenge: 'The Challenge',
    solution: 'Our Solution',
    results: 'Results',
  },
  jobs: {
    /** The employment types as the job files write them (the schema's choices), as a visitor reads them. */
    types: { 'Full-time': 'Full-time', 'Part-time': 'Part-time', Contract: 'Contract' },
    workplaces: { onsite: 'On site', hybrid: 'Hybrid', remote: 'Remote' },
    about: (title: string): string => `About the ${title} role`,
    description: 'Job Description',
    responsibilities: 'Responsibilities',
    requirements: 'Requirements',
    benefits: 'Benefits',
    closedHeading: 'This position is closed',
    closedText:
      'We are no longer taking applications for this role. Have a look at the similar open roles below, or at every open position.',
    seeOpen: 'See open positions',
    likeClosed: 'Open Roles Like This One',
    similar: 'Similar Open Roles',
    filters: {
      department: { label: 'Department', all: 'All departments' },
      location: { label: 'Location', all: 'All locations' },
      type: { label: 'Employment type', all: 'All employment types' },
      workplace: { label: 'Workplace', all: 'On site, hybrid or remote' },
    },
    failed: 'The jobs could not be searched just now: the pages below list every open position.',
    total: (n: number): string => `${n} ${n === 1 ? 'open position' : 'open positions'}`,
    searching: 'Searching the open positions…',
    none: 'No jobs match these filters. Reset them to see every open position.',
    matching: (n: number): string => `${n} ${n === 1 ? 'job matches' : 'jobs match'}`,
    filterForm: 'Filter the open positions',
    keyword: 'Keyword',
    keywordPlaceholder: 'Title or skill, e.g. SAP',
    reset: 'Reset filters',
    list: 'Open positions',
    showMore: 'Show more jobs',
    pages: 'Pages of open positions',
    newer: 'Newer jobs',
    older: 'More jobs',
    /** The title of the jobs feeds (/careers/jobs.xml, jobs.json). */
    feedTitle: 'Open positions',
    /** The further pages of a long job list (/careers/page/N). */
    listPages: {
      heading: 'Open Positions',
      title: (heading: string, page: number): string => `${heading}, Page ${page}`,
      description: (first: number, last: number, of: number): string =>
        `Open positions ${first}–${last} of ${of}, newest first.`,
      intro: (page: number, pages: number): string => `Page ${page} of ${pages}, newest first.`,
      listHeading: (first: number, last: number, of: number): string => `Jobs ${first}–${last} of ${of}`,
      back: (title: string): string => `Back to ${title}`,
    },
  },
}
