/**
 * The two kinds of programme an applicant chooses between. Kept apart from the zod schema so the
 * admission form's first load does not carry zod (the schema itself loads on first validation).
 */
export const programTypes = ['licence', 'master'] as const;
export type ProgramType = (typeof programTypes)[number];
