// Public surface of the postal-code API.
export {
  createLocalPostalCodeProvider,
  type PostalAddress,
  type PostalCodeProvider,
} from './postalCodeProvider';
export { postalCodeRoutes } from './routes';
