export type { ContainerElement, ContainerProps, ContainerSize } from './Container';
export { Container, containerElements, containerSizes } from './Container';
