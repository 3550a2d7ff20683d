export { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay';
export { LoadingOverlayProvider, type LoadingOverlayProviderProps } from './LoadingOverlayProvider';
export { useLoadingOverlay, type LoadingOverlayApi } from './LoadingOverlayContext';
