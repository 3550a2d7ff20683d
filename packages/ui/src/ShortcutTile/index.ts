export { ShortcutTile, type ShortcutTileProps } from './ShortcutTile';
