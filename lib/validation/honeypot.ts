/**
 * The hidden field of both forms. People never see it (it is off-screen, out of the tab order and
 * hidden from assistive technology); robots that fill every field they find type into it. Kept
 * apart from the zod envelope so the form pages' first load does not carry zod.
 */
export const HONEYPOT_FIELD = 'website';
