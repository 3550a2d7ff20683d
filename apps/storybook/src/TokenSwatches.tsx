import { ThemeProvider, vars, type ThemeName } from '@ipe/ui';

const themeNames: Record<ThemeName, string> = { light: 'Tema claro', dark: 'Tema escuro' };

/** Every colour token, painted in both themes (docs pages do not run the theme decorator). */
export function ColorSwatches() {
  return (
    <>
      {(['light', 'dark'] as const).map((theme) => (
        <ThemeProvider
          key={theme}
          theme={theme}
          style={{ padding: vars.space.md, borderRadius: vars.radius.lg }}
        >
          <p style={{ margin: 0, fontWeight: vars.font.weight.semibold }}>{themeNames[theme]}</p>
          <ColorGrid />
        </ThemeProvider>
      ))}
    </>
  );
}

function ColorGrid() {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
        gap: vars.space.sm,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {Object.entries(vars.color).map(([name, value]) => (
        <li
          key={name}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: vars.space.sm,
            fontSize: vars.font.size.sm,
          }}
        >
          <span
            aria-hidden="true"
            style={{
              width: vars.size.avatarMd,
              height: vars.size.avatarMd,
              borderRadius: vars.radius.md,
              background: value,
              border: `${vars.border.width} solid ${vars.color.border}`,
              flexShrink: 0,
            }}
          />
          <span>color.{name}</span>
        </li>
      ))}
    </ul>
  );
}

/** The spacing scale as bars of each size. */
export function SpaceScale() {
  return (
    <ThemeProvider theme="light" style={{ padding: vars.space.md }}>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {Object.entries(vars.space).map(([name, value]) => (
          <li
            key={name}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: vars.space.sm,
              marginBlock: vars.space.xxs,
            }}
          >
            <span style={{ minWidth: '6rem' }}>space.{name}</span>
            <span
              aria-hidden="true"
              style={{ width: value, height: vars.space.sm, background: vars.color.brand }}
            />
          </li>
        ))}
      </ul>
    </ThemeProvider>
  );
}
