/** Every business rule runs on São Paulo's calendar (DESIGN §7). */
export const TIME_ZONE = 'America/Sao_Paulo';
