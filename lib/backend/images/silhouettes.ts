/**
 * Silhouettes of the generated product pictures on a 600×600 canvas. `body` is filled in the
 * product's colour; `front` and `back` are the details of each side, filled in a shade of it
 * (collar and buttons in front, yoke, back pockets or a zip behind); `frontStrokes`/`backStrokes`
 * are thick lines in that shade (laces, straps, handles). `focus` is the point the detail view
 * enlarges (a collar, the laces, a pocket).
 */
export type Silhouette = {
  body: string;
  front: string;
  back: string;
  frontStrokes?: string;
  backStrokes?: string;
  focus: readonly [number, number];
};

const SILHOUETTES = {
  tshirt: {
    body: 'M210 110L250 95Q300 130 350 95L390 110L480 170L440 240L400 215L400 460L200 460L200 215L160 240L120 170Z',
    front: 'M250 95Q300 130 350 95L356 100Q300 150 244 100Z',
    back: 'M250 95Q300 110 350 95L356 100Q300 124 244 100ZM290 112h20v16h-20ZM200 440h200v20h-200Z',
    focus: [300, 130],
  },
  shirt: {
    body: 'M215 105L260 90L300 120L340 90L385 105L470 160L500 400L450 410L410 230L405 460L195 460L190 230L150 410L100 400L130 160Z',
    front: 'M260 90L300 120L280 152ZM340 90L300 120L320 152ZM294 180h12v12h-12ZM294 260h12v12h-12ZM294 340h12v12h-12ZM294 420h12v12h-12Z',
    back: 'M260 90Q300 106 340 90L342 106Q300 122 258 106ZM150 160L450 160L452 182L148 182ZM288 182h24v278h-24Z',
    focus: [300, 150],
  },
  trousers: {
    body: 'M200 90L400 90L432 470L330 470L300 200L270 470L168 470Z',
    front: 'M200 90L400 90L403 124L197 124ZM297 124h6v70h-6Z',
    back: 'M200 90L400 90L403 124L197 124ZM222 150h62v55h-62ZM316 150h62v55h-62ZM240 84h10v46h-10ZM350 84h10v46h-10Z',
    focus: [300, 140],
  },
  jacket: {
    body: 'M210 100L260 85L300 110L340 85L390 100L470 150L500 420L445 430L415 240L415 470L185 470L185 240L155 430L100 420L130 150Z',
    front: 'M296 110h8v360h-8ZM215 330h55v40h-55ZM330 330h55v40h-55Z',
    back: 'M260 85Q300 102 340 85L342 102Q300 120 258 102ZM140 150L460 150L462 172L138 172ZM296 380h8v90h-8Z',
    focus: [250, 345],
  },
  dress: {
    body: 'M255 90L345 90L360 200L470 470L130 470L240 200Z',
    front: 'M240 200L360 200L364 228L236 228ZM270 90Q300 130 330 90Z',
    back: 'M240 200L360 200L364 228L236 228ZM296 90h8v150h-8Z',
    focus: [300, 214],
  },
  hoodie: {
    body: 'M240 112Q300 30 360 112L400 110L480 170L500 420L445 430L420 240L420 470L180 470L180 240L155 430L100 420L120 170L200 110Z',
    front: 'M240 360L360 360L380 430L220 430ZM262 112Q300 70 338 112Q300 140 262 112Z',
    back: 'M240 112Q300 30 360 112Q345 190 300 200Q255 190 240 112ZM180 445h240v25h-240Z',
    focus: [300, 395],
  },
  sneaker: {
    body: 'M110 380Q110 300 170 290L260 270Q300 230 330 230L380 240Q420 300 480 320Q520 335 510 380Z',
    front: 'M100 380L520 380Q520 420 480 420L130 420Q100 420 100 380Z',
    back: 'M100 380L520 380Q520 420 480 420L130 420Q100 420 100 380ZM112 372Q112 302 170 292L205 285L205 372Z',
    frontStrokes: 'M280 262L320 250M292 282L340 268M305 302L360 290',
    focus: [320, 280],
  },
  boot: {
    body: 'M200 120L330 120L340 300Q380 320 470 340Q510 350 505 400L200 400Z',
    front: 'M195 400L510 400L510 436L195 436ZM200 120L330 120L331 145L200 145Z',
    back: 'M195 400L510 400L510 436L195 436ZM250 92h34v40h-34ZM200 340h60v60h-60Z',
    focus: [330, 380],
  },
  sandal: {
    body: 'M130 380Q120 340 170 330L460 320Q510 325 500 370Q490 400 440 400L170 405Q135 405 130 380Z',
    front: 'M140 405L495 398L490 420L150 425Z',
    back: 'M140 405L495 398L490 420L150 425ZM150 360h40v30h-40Z',
    frontStrokes: 'M230 330Q280 250 330 330M350 325Q400 260 440 322',
    backStrokes: 'M150 340Q175 280 215 332',
    focus: [330, 320],
  },
  bag: {
    body: 'M150 230L450 230L480 470L120 470Z',
    front: 'M150 230L450 230L442 300L158 300Z',
    back: 'M175 320L425 320L440 440L160 440Z',
    frontStrokes: 'M220 230Q220 120 300 120Q380 120 380 230',
    backStrokes: 'M220 230Q220 120 300 120Q380 120 380 230',
    focus: [300, 270],
  },
  wallet: {
    body: 'M160 200h280q30 0 30 30v180q0 30-30 30h-280q-30 0-30-30v-180q0-30 30-30Z',
    front: 'M130 250h340v70h-340Z M400 270h40v30h-40Z',
    back: 'M160 230h280v22h-280ZM160 275h280v22h-280ZM160 320h280v22h-280Z',
    focus: [420, 285],
  },
  cap: {
    body: 'M170 330Q170 170 330 170Q470 170 470 330Z',
    front: 'M310 160h40v20h-40ZM470 330L545 340Q545 372 470 372L170 372Q160 350 170 330Z',
    back: 'M310 160h40v20h-40ZM260 330Q260 270 310 270Q360 270 360 330ZM170 330h300v20h-300Z',
    focus: [470, 350],
  },
  tag: {
    body: 'M180 150L400 150L480 300L400 450L180 450Z',
    front: 'M395 285a15 15 0 1 0 30 0a15 15 0 1 0 -30 0Z',
    back: 'M395 285a15 15 0 1 0 30 0a15 15 0 1 0 -30 0ZM210 180h150v40h-150Z',
    focus: [410, 300],
  },
} as const satisfies Record<string, Silhouette>;

/** Category code → silhouette (the seed's categories); unknown codes get a price tag. */
const SILHOUETTE_OF_CATEGORY: Record<string, keyof typeof SILHOUETTES> = {
  tshirts: 'tshirt', shirts: 'shirt', trousers: 'trousers', jackets: 'jacket', dresses: 'dress', hoodies: 'hoodie',
  sneakers: 'sneaker', boots: 'boot', sandals: 'sandal', bags: 'bag', accessories: 'wallet', caps: 'cap',
};

export function silhouetteOf(categoryCode: string): Silhouette {
  const name = Object.hasOwn(SILHOUETTE_OF_CATEGORY, categoryCode) ? SILHOUETTE_OF_CATEGORY[categoryCode]! : 'tag';
  return SILHOUETTES[name];
}
