import type { Config } from 'tailwindcss';

// Theme tokens for the whole site. Loaded from src/styles/index.css with Tailwind's @config.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef7f5',
          100: '#d5ece7',
          200: '#acd9cf',
          300: '#79beb0',
          400: '#4a9f90',
          500: '#2f8476',
          600: '#226a5f',
          700: '#1d564e',
          800: '#1a4641',
          900: '#173b37',
          950: '#0a2220',
        },
        accent: {
          50: '#fff8eb',
          100: '#fdeac6',
          200: '#fbd388',
          300: '#f8b84b',
          400: '#f69f22',
          500: '#e07b0c',
          600: '#c25a07',
          700: '#a13d0a',
          800: '#83300f',
          900: '#6c2810',
        },
      },
      fontFamily: {
        sans: ['"Inter Variable"', '"Inter Fallback"', 'system-ui', 'sans-serif'],
        hebrew: ['"Heebo Variable"', '"Heebo Fallback"', 'system-ui', 'sans-serif'],
      },
      keyframes: {
        'slide-in-from-right': { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
        'slide-in-from-left': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } },
        'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
        'slide-up': { from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } },
      },
      animation: {
        'slide-in-from-right': 'slide-in-from-right 250ms ease-out',
        'slide-in-from-left': 'slide-in-from-left 250ms ease-out',
        'fade-in': 'fade-in 200ms ease-out',
        'slide-up': 'slide-up 300ms ease-out',
      },
    },
  },
} satisfies Config;
