// Public surface of @ipe/domain: pure rules shared by the web app, the server and other channels.
export * from './access';
export * from './errors';
export * from './pin';
export * from './security';
export * from './storage';
export * from './clientState';
export * from './money';
export * from './documents';
export * from './calendar';
export * from './pix';
export * from './boleto';
export * from './text';
export * from './forms';
export * from './statement';
export * from './card';
export * from './onboarding';
