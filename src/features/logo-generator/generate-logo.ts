// The logo generator's flow (docs/product-rules.md, "Staff tools"): a simulated 2-second generation,
// an optional image service, and the canvas fallback. No network call is made unless a service is
// passed in; the product passes none, so every logo comes from the fallback drawing.
import { logoDrawingPlan, type ColorScheme, type LogoDrawingPlan, type LogoStyle } from './logo-design';

/** The simulated delay (docs/product-rules.md, "Staff tools"). */
export const SIMULATED_DELAY_MS = 2000;

export interface LogoRequest {
  style: LogoStyle;
  scheme: ColorScheme;
  instructions: string;
  brandName: string;
  /** The request in words, kept with the logo. */
  prompt: string;
}

/** Spec section 3, "Generated logo" (id, url, prompt), with the choices it was made from. */
export interface GeneratedLogo {
  id: string;
  url: string;
  prompt: string;
  style: LogoStyle;
  scheme: ColorScheme;
}

/** An image service: resolves with the generated image's URL, rejects when it cannot. */
export type LogoImageService = (request: LogoRequest) => Promise<string>;

export interface GenerateOptions {
  /** Not set in the product: no AI service is connected. */
  service?: LogoImageService;
  /** Draws the fallback and returns its PNG data URL (renderLogoPng in the browser). */
  draw: (plan: LogoDrawingPlan) => string;
  wait?: (ms: number) => Promise<void>;
  newId?: () => string;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
let counter = 0;
const defaultId = () => `logo-${Date.now().toString(36)}-${(counter += 1)}`;

/**
 * Generates one logo: waits the simulated delay, asks the service when there is one, and falls
 * back to the canvas drawing of the chosen style and colours. Rejects only when the drawing fails too.
 */
export async function generateLogo(
  request: LogoRequest,
  { service, draw, wait = sleep, newId = defaultId }: GenerateOptions,
): Promise<{ logo: GeneratedLogo; via: 'service' | 'fallback' }> {
  await wait(SIMULATED_DELAY_MS);
  const make = (url: string): GeneratedLogo => ({
    id: newId(),
    url,
    prompt: request.prompt,
    style: request.style,
    scheme: request.scheme,
  });
  if (service) {
    try {
      return { logo: make(await service(request)), via: 'service' };
    } catch {
      // The fallback below makes the logo instead.
    }
  }
  return { logo: make(draw(logoDrawingPlan(request.style, request.scheme, request.brandName))), via: 'fallback' };
}

/** The file name of a downloaded logo: lusa-property-logo-modern-ocean-blue.png. */
export function logoFileName(brandName: string, logo: Pick<GeneratedLogo, 'style' | 'scheme'>): string {
  const brand = brandName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${brand || 'logo'}-logo-${logo.style}-${logo.scheme}.png`;
}
