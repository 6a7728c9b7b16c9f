/** The applicant the application tests fill in: the form's text fields by name, as a submission carries them. */
export const JANE_DOE = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.doe@example.com',
  phone: '512-555-0100',
  linkedin: 'https://www.linkedin.com/in/jane-doe',
  coverLetter: 'I have led platform teams for eight years.',
  yearsOfExperience: '5-10',
  hearAboutUs: 'LinkedIn',
} as const
