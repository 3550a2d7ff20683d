// Inter ships with the kit, so text never depends on the fonts installed on a machine. One
// variable file holds every weight: half the bytes of four static ones, and one font for the page
// to decode (docs/architecture/performance.md). Its @font-face rules carry unicode ranges, so a
// pt-BR page fetches only the latin file. The bundle puts them in dist/index.css.
import '@fontsource-variable/inter/wght.css';
