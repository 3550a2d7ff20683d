export { CameraView, type CameraViewProps } from './CameraView';
