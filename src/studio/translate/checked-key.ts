/**
 * A key of the form's data, never a field: the places (in the original, in dots) the editor checked against the
 * changed original and found still right. Their hashes are taken anew though their text is the same.
 */
export const CHECKED = '$checked'
