export { Notify, type NotifyProps, type NotifyVariant } from './Notify';
export { NotifyProvider, type NotifyProviderProps } from './NotifyProvider';
export { useNotify, type NotifyApi, type NotifyOptions } from './NotifyContext';
