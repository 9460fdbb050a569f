export type { ToastApi, ToastOptions, ToastProviderProps, ToastSwipeDirection, ToastTone } from './Toast';
export { ToastProvider, toastSwipeDirections, toastTones, useToast } from './Toast';
