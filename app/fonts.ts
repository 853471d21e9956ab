import localFont from 'next/font/local';

// The shop's typeface (issue #16 item 10): Inter, self-hosted from @fontsource-variable/inter (no
// network at build or run time), one variable file per script. Both calls name the same family, so
// the browser takes each character from the file whose unicode-range holds it: an English page
// downloads the Latin file only, a Greek page the Greek one and the Latin one (digits, €). Next.js
// preloads them. `display: 'optional'`: a font that is not there by the first paint (a slow first
// visit) is not swapped in later. Next's metric-adjusted fallback is `local(Arial)`, which Linux and
// Android do not have, so a swap would move the page there (CLS); the next page has it cached.
// next/font's arguments must be literals (it reads them at build time), and a family named by
// `declarations` must be the exported constant's name (the CSS variable refers to that name).

export const shopSans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'optional',
  variable: '--font-sans',
  declarations: [
    { prop: 'font-family', value: 'shopSans' },
    { prop: 'unicode-range', value: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
  ],
});

export const shopSansGreek = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-greek-wght-normal.woff2',
  weight: '100 900',
  display: 'optional',
  variable: '--font-sans-greek',
  declarations: [
    { prop: 'font-family', value: 'shopSans' },
    { prop: 'unicode-range', value: 'U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF' },
  ],
});
