// The logo generator's pure part: the styles and colour schemes (docs/product-rules.md, "Staff tools"),
// and what each style means for the drawing: shapes, fonts, colours and placement on the 400x400
// canvas. No React and no canvas here; draw-logo.ts carries the plan out.

export const LOGO_STYLES = ['modern', 'elegant', 'playful', 'classic', 'bold'] as const;
export type LogoStyle = (typeof LOGO_STYLES)[number];

export const COLOR_SCHEMES = [
  'portugal-flag',
  'ocean-blue',
  'sunset',
  'mediterranean',
  'golden',
  'monochrome',
] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** The logo's side in pixels (the fallback canvas, docs/product-rules.md "Staff tools"). */
export const LOGO_SIZE = 400;

export interface Palette {
  background: string;
  /** The emblem's main colour. */
  primary: string;
  /** A second colour for accents. */
  secondary: string;
  /** The brand name, readable on the background. */
  text: string;
  /** The monogram on a filled emblem, readable on `primary`. */
  onPrimary: string;
}

export const PALETTES: Record<ColorScheme, Palette> = {
  'portugal-flag': {
    background: '#ffffff',
    primary: '#046a38',
    secondary: '#da291c',
    text: '#1f2937',
    onPrimary: '#ffe900',
  },
  'ocean-blue': {
    background: '#f0f7ff',
    primary: '#0b3d91',
    secondary: '#1e88e5',
    text: '#0b2545',
    onPrimary: '#ffffff',
  },
  sunset: { background: '#fff5eb', primary: '#c2410c', secondary: '#f59e0b', text: '#431407', onPrimary: '#ffffff' },
  mediterranean: {
    background: '#f7efe2',
    primary: '#0e7c86',
    secondary: '#c8553d',
    text: '#1d3b40',
    onPrimary: '#ffffff',
  },
  golden: { background: '#1f1a10', primary: '#d4a017', secondary: '#f5d77a', text: '#f8ecc9', onPrimary: '#1f1a10' },
  monochrome: {
    background: '#ffffff',
    primary: '#111111',
    secondary: '#6b7280',
    text: '#111111',
    onPrimary: '#ffffff',
  },
};

export type EmblemShape = 'roundedSquare' | 'ring' | 'blob' | 'shield' | 'square';
export type AccentKind = 'bar' | 'rule' | 'dots' | 'doubleRule' | 'thickBar';

const SANS = 'Arial, Helvetica, sans-serif';
const SERIF = "Georgia, 'Times New Roman', serif";
const ROUNDED = "'Trebuchet MS', Verdana, sans-serif";

export interface TextSpec {
  text: string;
  fontStyle: 'normal' | 'italic';
  fontWeight: number;
  fontFamily: string;
  size: number;
  color: string;
  /** Pixels between letters (the canvas's letterSpacing). */
  letterSpacing: number;
  /** Centre of the text line. */
  x: number;
  y: number;
  /** Radians; the playful monogram tilts. */
  rotation: number;
  /** Widest the text may be; draw-logo shrinks the font to fit. */
  maxWidth: number;
}

export interface LogoDrawingPlan {
  size: number;
  background: string;
  emblem: {
    shape: EmblemShape;
    cx: number;
    cy: number;
    /** Half the emblem's width. */
    radius: number;
    fill: string | null;
    stroke: string | null;
    strokeWidth: number;
  };
  monogram: TextSpec;
  name: TextSpec;
  accent: { kind: AccentKind; color: string; y: number; width: number };
}

/** The brand's initials for the emblem: "Lusa Property" → "LP". */
export function logoInitials(brandName: string): string {
  const words = brandName.trim().split(/\s+/).filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('');
  return initials.toUpperCase() || '?';
}

interface StyleRules {
  shape: EmblemShape;
  filled: boolean;
  strokeWidth: number;
  monogramFont: Pick<TextSpec, 'fontStyle' | 'fontWeight' | 'fontFamily'>;
  nameFont: Pick<TextSpec, 'fontStyle' | 'fontWeight' | 'fontFamily'>;
  uppercaseName: boolean;
  nameSpacing: number;
  rotation: number;
  accent: AccentKind;
}

/** What each style means for the drawing. */
export const STYLE_RULES: Record<LogoStyle, StyleRules> = {
  modern: {
    shape: 'roundedSquare',
    filled: true,
    strokeWidth: 0,
    monogramFont: { fontStyle: 'normal', fontWeight: 700, fontFamily: SANS },
    nameFont: { fontStyle: 'normal', fontWeight: 600, fontFamily: SANS },
    uppercaseName: false,
    nameSpacing: 1,
    rotation: 0,
    accent: 'bar',
  },
  elegant: {
    shape: 'ring',
    filled: false,
    strokeWidth: 4,
    monogramFont: { fontStyle: 'italic', fontWeight: 400, fontFamily: SERIF },
    nameFont: { fontStyle: 'normal', fontWeight: 400, fontFamily: SERIF },
    uppercaseName: true,
    nameSpacing: 6,
    rotation: 0,
    accent: 'rule',
  },
  playful: {
    shape: 'blob',
    filled: true,
    strokeWidth: 0,
    monogramFont: { fontStyle: 'normal', fontWeight: 800, fontFamily: ROUNDED },
    nameFont: { fontStyle: 'normal', fontWeight: 700, fontFamily: ROUNDED },
    uppercaseName: false,
    nameSpacing: 0,
    rotation: -0.14,
    accent: 'dots',
  },
  classic: {
    shape: 'shield',
    filled: true,
    strokeWidth: 6,
    monogramFont: { fontStyle: 'normal', fontWeight: 700, fontFamily: SERIF },
    nameFont: { fontStyle: 'normal', fontWeight: 700, fontFamily: SERIF },
    uppercaseName: false,
    nameSpacing: 2,
    rotation: 0,
    accent: 'doubleRule',
  },
  bold: {
    shape: 'square',
    filled: true,
    strokeWidth: 0,
    monogramFont: { fontStyle: 'normal', fontWeight: 900, fontFamily: SANS },
    nameFont: { fontStyle: 'normal', fontWeight: 900, fontFamily: SANS },
    uppercaseName: true,
    nameSpacing: 1,
    rotation: 0,
    accent: 'thickBar',
  },
};

/** The drawing of one logo: the chosen style and colours applied to the brand name. */
export function logoDrawingPlan(style: LogoStyle, scheme: ColorScheme, brandName: string): LogoDrawingPlan {
  const rules = STYLE_RULES[style];
  const palette = PALETTES[scheme];
  const size = LOGO_SIZE;
  const center = size / 2;
  const emblemY = 150;
  const radius = 90;
  const name = brandName.trim();
  return {
    size,
    background: palette.background,
    emblem: {
      shape: rules.shape,
      cx: center,
      cy: emblemY,
      radius,
      // The playful blob is the light accent colour with the monogram in the main one.
      fill: rules.filled ? (style === 'playful' ? palette.secondary : palette.primary) : null,
      stroke: rules.strokeWidth > 0 ? (rules.filled ? palette.secondary : palette.primary) : null,
      strokeWidth: rules.strokeWidth,
    },
    monogram: {
      text: logoInitials(name),
      ...rules.monogramFont,
      size: style === 'bold' ? 96 : 84,
      color: !rules.filled || style === 'playful' ? palette.primary : palette.onPrimary,
      letterSpacing: style === 'elegant' ? 2 : 0,
      x: center,
      y: emblemY,
      rotation: rules.rotation,
      maxWidth: radius * 1.6,
    },
    name: {
      text: rules.uppercaseName ? name.toUpperCase() : name,
      ...rules.nameFont,
      size: 40,
      color: palette.text,
      letterSpacing: rules.nameSpacing,
      x: center,
      y: 300,
      rotation: 0,
      maxWidth: size - 48,
    },
    accent: {
      kind: rules.accent,
      color: rules.accent === 'thickBar' ? palette.primary : palette.secondary,
      y: 342,
      width: rules.accent === 'rule' || rules.accent === 'doubleRule' ? 220 : 120,
    },
  };
}
