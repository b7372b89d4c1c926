/** The documents an application asks for, in the office's words. */
export const documentKindLabels: Record<string, string> = {
  transcripts: 'Relevés de notes',
  diploma: 'Diplôme',
  identity: "Pièce d'identité",
};
