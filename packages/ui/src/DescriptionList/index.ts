export { DescriptionList, type DescriptionListItem } from './DescriptionList';
