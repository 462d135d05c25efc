// Texts of the internal logo generator (English), included in its page's copy (`generator`). The
// toasts listed in docs/product-rules.md ("Staff tools") are word for word.
const logoGeneratorCopy = {
  formTitle: 'New logo',
  intro:
    'Choose a style and a colour scheme, add instructions if you like, and generate. No AI service is connected: each logo is drawn by the built-in generator from your choices and the brand name, as a 400 × 400 PNG.',
  styleLabel: 'Style',
  styles: {
    modern: 'Modern',
    elegant: 'Elegant',
    playful: 'Playful',
    classic: 'Classic',
    bold: 'Bold',
  },
  schemeLabel: 'Colour scheme',
  schemes: {
    'portugal-flag': 'Portugal flag',
    'ocean-blue': 'Ocean blue',
    sunset: 'Sunset',
    mediterranean: 'Mediterranean',
    golden: 'Golden',
    monochrome: 'Monochrome',
  },
  instructionsLabel: 'Instructions (optional)',
  instructionsHint: 'For example: “for the Lisbon office sign”. Kept with the logo as part of its prompt.',
  generate: 'Generate logo',
  generating: 'Generating...',
  prompt: '{style} logo for {brand}, {scheme} colours.',
  promptInstructions: 'Instructions: {instructions}',
  listTitle: 'Generated logos',
  empty: 'No logos yet. New logos appear here, newest first.',
  logoAlt: 'Logo {n}: {style}, {scheme}',
  download: 'Download PNG',
  downloadLabel: 'Download PNG: logo {n}',
  imageUnavailable: 'Image unavailable',
  remove: 'Remove',
  removeLabel: 'Remove logo {n}',
  downloaded: 'Downloaded',
  kept: 'Your logos stay in this browser, even after a reload, until you remove them.',
  /** {count}: logos not downloaded that this browser could not keep (its storage is full). */
  atRisk: {
    one: 'One logo is not downloaded and this browser has no room to keep it. Download it before you leave this page, or it will be lost.',
    other:
      '{count} logos are not downloaded and this browser has no room to keep them. Download them before you leave this page, or they will be lost.',
  },
  leaveWarning: 'Some logos are not downloaded and will be lost if you leave this page. Leave anyway?',
  toasts: {
    aiSuccess: 'AI Logo generated successfully!',
    fallbackSuccess: 'Logo created from your choices',
    failed: 'Failed to generate logo. Please try again.',
    downloadStarted: 'Logo download started!',
    downloadFailed: 'Failed to download logo. Please try again.',
  },
};

export default logoGeneratorCopy;
export type LogoGeneratorCopy = typeof logoGeneratorCopy;
