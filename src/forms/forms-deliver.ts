/**
 * False in a production build whose site delivers no form anywhere (every form local, as the spec has it): the
 * delivery code is then dead and left out of the bundle. True in the dev server, the tests and any site that
 * delivers. Set by the content plugin (`define`).
 */
export const FORMS_DELIVER: boolean = typeof __FORMS_DELIVER__ === 'boolean' ? __FORMS_DELIVER__ : true
