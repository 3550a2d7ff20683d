export { List, type ListProps } from './List';
export { ListItem, type ListItemProps } from './ListItem';
