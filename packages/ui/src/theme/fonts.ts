// Inter ships with the kit (latin covers every pt-BR glyph), so text never depends on the fonts
// installed on a machine. The bundle turns these into @font-face rules in dist/index.css.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
