import { z } from 'zod';

/** A Pix participant as an answer names it: its ISPB and its name. */
export const institution = z.object({ ispb: z.string(), name: z.string() });
