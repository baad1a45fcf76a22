import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { Button } from '../src/primitives/Button';
import { cx } from '../src/primitives/cx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../src/primitives/Tabs';
import { darkTheme, darkThemeClass, lightTheme, lightThemeClass, vars, type PorticoTheme } from '../tokens';
import * as styles from './Foundations.css';

/**
 * The theme tokens as designers pick them: every value is read from tokens/themes.ts and every
 * swatch is painted through the same CSS variable the widget uses, in the light and dark themes.
 */
const meta = {
  title: 'Foundations',
  parameters: {
    docs: {
      description: {
        component:
          'Colours, type scale, spacing and radii from `tokens/` (`lightTheme`, `darkTheme`). A host overrides any of them with its CSS variable, `--portico-<group>-<name>`, or at runtime with `styles`.',
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const THEMES = [
  { label: 'Light', theme: lightTheme, className: lightThemeClass },
  { label: 'Dark', theme: darkTheme, className: darkThemeClass },
];

/** One panel per theme; inside it, `vars` resolve to that theme's values. */
function ThemePair({ topic, children }: { topic: string; children: (theme: PorticoTheme) => ReactNode }) {
  return (
    <div className={styles.pair}>
      {THEMES.map(({ label, theme, className }) => (
        <section key={label} aria-label={`${topic}, ${label.toLowerCase()} theme`} className={cx(className, styles.panel)}>
          <h2 className={styles.panelTitle}>{label}</h2>
          {children(theme)}
        </section>
      ))}
    </div>
  );
}

function TokenRow({ preview, name, value }: { preview: ReactNode; name: string; value: string }) {
  return (
    <li className={styles.row}>
      {preview}
      <code className={styles.name}>{name}</code>
      <span className={styles.value}>{value}</span>
    </li>
  );
}

const colourNames = Object.keys(lightTheme.colors) as Array<keyof PorticoTheme['colors']>;

export const Colours: Story = {
  render: () => (
    <ThemePair topic="Colours">
      {(theme) => (
        <>
          <p className={styles.caption}>
            Set as <code className={styles.name}>--portico-colors-&lt;name&gt;</code>
          </p>
          <ul className={styles.list}>
            {colourNames.map((name) => (
              <TokenRow
                key={name}
                name={name}
                value={theme.colors[name]}
                preview={<span aria-hidden className={styles.swatch} style={{ background: vars.colors[name] }} />}
              />
            ))}
          </ul>
        </>
      )}
    </ThemePair>
  ),
};

const fontSizes = ['sizeHeading', 'sizeSubheading', 'sizeBody', 'sizeSmall'] as const;
const fontWeights = ['weightNormal', 'weightBold'] as const;

export const TypeScale: Story = {
  render: () => (
    <ThemePair topic="Type scale">
      {(theme) => (
        <ul className={styles.list}>
          {fontSizes.map((size) => (
            <li key={size}>
              <p className={styles.sample} style={{ fontSize: vars.font[size] }}>
                Sign up or log in
              </p>
              <span className={styles.value}>
                font.{size} · {theme.font[size]}
              </span>
            </li>
          ))}
          {fontWeights.map((weight) => (
            <li key={weight}>
              <p className={styles.sample} style={{ fontSize: vars.font.sizeBody, fontWeight: vars.font[weight] }}>
                Continue with email
              </p>
              <span className={styles.value}>
                font.{weight} · {theme.font[weight]}
              </span>
            </li>
          ))}
          <li>
            <span className={styles.value}>font.family · {theme.font.family}</span>
          </li>
          <li>
            <span className={styles.value}>font.lineHeight · {theme.font.lineHeight}</span>
          </li>
        </ul>
      )}
    </ThemePair>
  ),
};

const spaceNames = Object.keys(lightTheme.space) as Array<keyof PorticoTheme['space']>;

export const Spacing: Story = {
  render: () => (
    <ThemePair topic="Spacing">
      {(theme) => (
        <ul className={styles.list}>
          {spaceNames.map((name) => (
            <TokenRow
              key={name}
              name={`space.${name}`}
              value={theme.space[name]}
              preview={
                <span aria-hidden className={styles.barTrack}>
                  <span className={styles.bar} style={{ inlineSize: vars.space[name] }} />
                </span>
              }
            />
          ))}
        </ul>
      )}
    </ThemePair>
  ),
};

/** Every corner radius a part draws with, named by its token path. */
const radii = [
  { name: 'radius.sm', value: (t: PorticoTheme) => t.radius.sm, css: vars.radius.sm },
  { name: 'radius.pill', value: (t: PorticoTheme) => t.radius.pill, css: vars.radius.pill },
  { name: 'container.borderRadius', value: (t: PorticoTheme) => t.container.borderRadius, css: vars.container.borderRadius },
  { name: 'buttons.primary.borderRadius', value: (t: PorticoTheme) => t.buttons.primary.borderRadius, css: vars.buttons.primary.borderRadius },
  { name: 'inputs.borderRadius', value: (t: PorticoTheme) => t.inputs.borderRadius, css: vars.inputs.borderRadius },
];

export const Radii: Story = {
  render: () => (
    <ThemePair topic="Radii">
      {(theme) => (
        <ul className={styles.list}>
          {radii.map(({ name, value, css }) => (
            <TokenRow
              key={name}
              name={name}
              value={value(theme)}
              preview={<span aria-hidden className={styles.corner} style={{ borderRadius: css }} />}
            />
          ))}
        </ul>
      )}
    </ThemePair>
  ),
};

/** What the primary moves, each named by the variable that draws it (docs/theming.md). */
const brandSwatches = [
  { name: 'colors.primary', css: vars.colors.primary },
  { name: 'buttons.primary.textColor', css: vars.buttons.primary.textColor },
  { name: 'buttons.primary.hoverBackgroundColor', css: vars.buttons.primary.hoverBackgroundColor },
  { name: 'colors.link', css: vars.colors.link },
  { name: 'colors.accent', css: vars.colors.accent },
  { name: 'colors.focus', css: vars.colors.focus },
];

/**
 * One brand colour in, light and dark out: the host sets `--portico-colors-primary` and the rest
 * derives in CSS, with the text on the button and the links made to read (docs/theming.md).
 */
export const BrandColour: StoryObj<{ brand: string }> = {
  args: { brand: '#0B6E4F' },
  argTypes: { brand: { control: 'color' } },
  render: ({ brand }) => (
    <div className={styles.pair}>
      {THEMES.map(({ label, className }) => (
        <section
          key={label}
          aria-label={`Brand colour, ${label.toLowerCase()} theme`}
          className={cx(className, styles.panel)}
          style={{ '--portico-colors-primary': brand } as CSSProperties}
        >
          <h2 className={styles.panelTitle}>{label}</h2>
          <div className={styles.brandParts}>
            <Tabs defaultValue="text">
              <TabsList aria-label={`Method, ${label.toLowerCase()}`}>
                <TabsTrigger value="text">Text</TabsTrigger>
                <TabsTrigger value="email">Email</TabsTrigger>
              </TabsList>
              <TabsContent value="text" tabIndex={-1}>
                <Button>Continue with text message</Button>
              </TabsContent>
              <TabsContent value="email" tabIndex={-1}>
                <Button>Continue with email</Button>
              </TabsContent>
            </Tabs>
            <Button variant="secondary">Use a passkey</Button>
            <Button variant="text">Resend code</Button>
          </div>
          <ul className={styles.list}>
            {brandSwatches.map(({ name, css }) => (
              <TokenRow key={name} name={name} value="" preview={<span aria-hidden className={styles.swatch} style={{ background: css }} />} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  ),
};

/** A brand colour too pale for text on the light card: the button keeps it, the label turns black, links are shaded. */
export const PaleBrandColour: StoryObj<{ brand: string }> = { ...BrandColour, args: { brand: '#F2C94C' } };
