// Public surface of postal codes: the address a CEP names.
export {
  createLocalPostalCodeProvider,
  type PostalAddress,
  type PostalCodeProvider,
} from './postalCodeProvider';
