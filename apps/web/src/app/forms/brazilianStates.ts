import { BRAZILIAN_STATES, type BrazilianState } from '@ipe/domain';

/** The name of each federative unit, for the state picker (the list itself is @ipe/domain's). */
const STATE_NAMES: Readonly<Record<BrazilianState, string>> = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
};

/**
 * The 27 federative units as options of a Select: "RJ — Rio de Janeiro". Marked pure so a
 * bundle that imports app/forms for something else (the sign-in form) leaves the list out.
 */
export const STATE_OPTIONS = /* @__PURE__ */ BRAZILIAN_STATES.map((uf) => ({
  value: uf,
  label: `${uf} — ${STATE_NAMES[uf]}`,
}));
