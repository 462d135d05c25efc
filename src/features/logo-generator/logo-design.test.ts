import { drawLogo, type LogoCanvasContext } from './draw-logo';
import { generateLogo, logoFileName, SIMULATED_DELAY_MS } from './generate-logo';
import { COLOR_SCHEMES, LOGO_SIZE, LOGO_STYLES, logoDrawingPlan, logoInitials, PALETTES } from './logo-design';

describe('logoInitials', () => {
  it('takes the first letter of the first two words', () => {
    expect(logoInitials('Lusa Property')).toBe('LP');
    expect(logoInitials('  lusa  ')).toBe('L');
    expect(logoInitials('Casa do Mar Lisboa')).toBe('CD');
    expect(logoInitials('')).toBe('?');
  });
});

describe('logoDrawingPlan', () => {
  it('draws every style and scheme on a 400x400 canvas in the scheme colours', () => {
    for (const style of LOGO_STYLES) {
      for (const scheme of COLOR_SCHEMES) {
        const plan = logoDrawingPlan(style, scheme, 'Lusa Property');
        const palette = PALETTES[scheme];
        expect(plan.size).toBe(LOGO_SIZE);
        expect(plan.background).toBe(palette.background);
        expect(plan.name.color).toBe(palette.text);
        expect(plan.monogram.text).toBe('LP');
        const colours = [plan.emblem.fill, plan.emblem.stroke, plan.monogram.color, plan.accent.color];
        expect(colours.every((colour) => colour === null || Object.values(palette).includes(colour))).toBe(true);
        expect(plan.name.maxWidth).toBeLessThanOrEqual(LOGO_SIZE);
      }
    }
  });

  it('gives each style its own shape, type and accent', () => {
    const plans = LOGO_STYLES.map((style) => logoDrawingPlan(style, 'ocean-blue', 'Lusa Property'));
    expect(new Set(plans.map((plan) => plan.emblem.shape)).size).toBe(LOGO_STYLES.length);
    expect(new Set(plans.map((plan) => plan.accent.kind)).size).toBe(LOGO_STYLES.length);

    const [modern, elegant, playful, classic, bold] = plans;
    expect(modern!.emblem).toMatchObject({ shape: 'roundedSquare', fill: '#0b3d91' });
    expect(modern!.name.fontFamily).toMatch(/sans-serif/);
    expect(elegant!.emblem).toMatchObject({ shape: 'ring', fill: null, stroke: '#0b3d91' });
    expect(elegant!.monogram.fontStyle).toBe('italic');
    expect(elegant!.name).toMatchObject({ text: 'LUSA PROPERTY', fontFamily: expect.stringMatching(/serif/) });
    expect(playful!.monogram.rotation).not.toBe(0);
    expect(classic!.emblem.shape).toBe('shield');
    expect(classic!.name.fontFamily).toMatch(/Georgia/);
    expect(bold!.name).toMatchObject({ text: 'LUSA PROPERTY', fontWeight: 900 });
  });
});

/** A context that records what is drawn; a character measures 0.6 of the font size. */
function recordingContext() {
  const calls: string[] = [];
  const fills: string[] = [];
  const fonts: string[] = [];
  const texts: string[] = [];
  const target = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    letterSpacing: '0px',
    measureText: (text: string) => ({ width: text.length * 0.6 * Number(/(\d+)px/.exec(target.font)?.[1] ?? 10) }),
  };
  const ctx = new Proxy(target, {
    get(object, key: string) {
      if (key in object) return object[key as keyof typeof object];
      return (...args: unknown[]) => {
        calls.push(key);
        if (key === 'fill' || key === 'fillRect' || key === 'fillText') fills.push(object.fillStyle);
        if (key === 'fillText') {
          texts.push(String(args[0]));
          fonts.push(object.font);
        }
      };
    },
    set(object, key: string, value: unknown) {
      (object as Record<string, unknown>)[key] = value;
      return true;
    },
  });
  return { ctx: ctx as unknown as LogoCanvasContext, calls, fills, fonts, texts };
}

describe('drawLogo', () => {
  it('paints the background, the emblem, the monogram and the brand name in the plan colours', () => {
    const plan = logoDrawingPlan('modern', 'portugal-flag', 'Lusa Property');
    const { ctx, calls, fills, texts, fonts } = recordingContext();
    drawLogo(ctx, plan);
    expect(calls[0]).toBe('fillRect');
    expect(fills[0]).toBe(PALETTES['portugal-flag'].background);
    expect(calls).toContain('roundRect');
    expect(fills).toContain(PALETTES['portugal-flag'].primary);
    expect(texts).toEqual(['LP', 'Lusa Property']);
    expect(fonts[0]).toBe('normal 700 84px Arial, Helvetica, sans-serif');
  });

  it('shrinks a long name until it fits', () => {
    const plan = logoDrawingPlan('classic', 'golden', 'A Very Long Brand Name For A Logo');
    const { ctx, fonts } = recordingContext();
    drawLogo(ctx, plan);
    // 33 characters need 0.6 x 33 x size <= 352 px: 16 px, the first even size below 17.8.
    expect(fonts[1]).toMatch(/ 16px /);
    expect(fonts[0]).toMatch(/ 84px /);
  });

  it('strokes the ring of the elegant style instead of filling it', () => {
    const { ctx, calls } = recordingContext();
    drawLogo(ctx, logoDrawingPlan('elegant', 'sunset', 'Lusa Property'));
    expect(calls).toContain('arc');
    expect(calls).toContain('stroke');
  });
});

describe('generateLogo', () => {
  const request = {
    style: 'bold',
    scheme: 'monochrome',
    instructions: '',
    brandName: 'Lusa Property',
    prompt: 'Bold logo',
  } as const;
  const wait = vi.fn(() => Promise.resolve());

  it('waits the simulated 2 seconds, then draws the fallback', async () => {
    const draw = vi.fn(() => 'data:image/png;base64,AAAA');
    const result = await generateLogo(request, { draw, wait, newId: () => 'id-1' });
    expect(wait).toHaveBeenCalledWith(SIMULATED_DELAY_MS);
    expect(draw).toHaveBeenCalledWith(logoDrawingPlan('bold', 'monochrome', 'Lusa Property'));
    expect(result).toEqual({
      via: 'fallback',
      logo: { id: 'id-1', url: 'data:image/png;base64,AAAA', prompt: 'Bold logo', style: 'bold', scheme: 'monochrome' },
    });
  });

  it('uses a service when one answers, and the fallback when it fails', async () => {
    const draw = vi.fn(() => 'data:image/png;base64,BBBB');
    const ok = await generateLogo(request, { draw, wait, service: () => Promise.resolve('https://img.example/1.png') });
    expect(ok.via).toBe('service');
    expect(ok.logo.url).toBe('https://img.example/1.png');
    expect(draw).not.toHaveBeenCalled();

    const failed = await generateLogo(request, { draw, wait, service: () => Promise.reject(new Error('down')) });
    expect(failed).toMatchObject({ via: 'fallback', logo: { url: 'data:image/png;base64,BBBB' } });
  });

  it('rejects when the drawing fails too', async () => {
    const draw = () => {
      throw new Error('no canvas');
    };
    await expect(generateLogo(request, { draw, wait })).rejects.toThrow('no canvas');
  });
});

describe('logoFileName', () => {
  it('names the file after the brand, style and scheme', () => {
    expect(logoFileName('Lusa Property', { style: 'modern', scheme: 'ocean-blue' })).toBe(
      'lusa-property-logo-modern-ocean-blue.png',
    );
  });
});
