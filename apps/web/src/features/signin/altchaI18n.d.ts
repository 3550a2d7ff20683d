// The widget's pt-BR texts: a side-effect module without typings of its own.
declare module 'altcha/i18n/pt-br';
