/**
 * The field in which a form that delivers to the site's own server sends how many milliseconds passed between the
 * form being shown and being sent: the server holds back what came faster than a person fills a form. A form posted
 * without JavaScript has no such field and is not trapped.
 */
export const ELAPSED_FIELD = '_elapsed'
