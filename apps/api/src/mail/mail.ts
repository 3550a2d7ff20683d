/** One e-mail the server sends: plain text, pt-BR. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}
