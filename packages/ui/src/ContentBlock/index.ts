export { ContentBlock, type ContentBlockProps } from './ContentBlock';
