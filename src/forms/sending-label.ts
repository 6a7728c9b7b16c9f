/** The submit button's label while a submission is on its way (the button is disabled meanwhile). */
export const SENDING_LABEL = 'Sending…'
