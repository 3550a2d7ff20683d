/** SPEC §1/§9: the interface speaks Brazilian Portuguese by default. */
export const DEFAULT_LOCALE = 'pt-BR';
