/**
 * The scenes of campus life the gallery, the hero and the news draw: each shows its caption's
 * subject (a library, a computer room, graduates in gowns…) on the 1200 × 800 canvas of ./kit.
 */
import {
  acacia,
  back,
  benchRow,
  bookcase,
  bust,
  circle,
  cloud,
  colours,
  ellipse,
  ground,
  line,
  mainBuilding,
  monitor,
  palm,
  path,
  person,
  pick,
  poly,
  projectionScreen,
  randomStyle,
  rect,
  room,
  seeded,
  shade,
  sky,
  skins,
  sun,
  table,
  windowPane,
  type Random,
} from './kit';

export type Scene = (rnd: Random) => string;

/** The main building under a blue sky, palm trees at its entrance. */
export const campusFacade: Scene = (rnd) =>
  sky() +
  sun(980, 150, 56) +
  cloud(260, 130, 1.1) +
  cloud(700, 90, 0.8) +
  ground(600, colours.sand) +
  rect(0, 600, 1200, 30, colours.grassDark) +
  mainBuilding(220, 610, 760, 360, rnd) +
  path('M520 800L560 610H640L680 800Z', colours.sandDark) +
  palm(450, 640, 1) +
  palm(750, 640, 1.05) +
  acacia(90, 650, 1) +
  acacia(1120, 660, 0.9) +
  person(300, 720, 150, randomStyle(rnd, { holding: 'book' })) +
  person(360, 730, 148, randomStyle(rnd)) +
  person(880, 740, 155, randomStyle(rnd, { arms: 'wave' }));

/** Sunrise over the campus: warm sky, long shadows, students arriving. */
export const campusSunrise: Scene = (rnd) =>
  sky('#7fb5f0', '#ffe7b0', 'dawn') +
  sun(1010, 150, 60) +
  cloud(300, 150, 1) +
  ground(600, colours.sand) +
  mainBuilding(320, 610, 700, 340, rnd) +
  palm(560, 640, 1.1) +
  palm(1060, 650, 1) +
  acacia(150, 660, 1.1) +
  person(700, 760, 170, randomStyle(rnd, { holding: 'book' })) +
  person(790, 770, 165, randomStyle(rnd, { hair: 'veil', long: true })) +
  person(260, 780, 160, randomStyle(rnd, { arms: 'down' }));

/** The library: tall bookcases, students reading at a long table, one choosing a book. */
export const library: Scene = (rnd) => {
  const parts = [room(640, colours.wall, colours.floor)];
  for (let i = 0; i < 4; i++) parts.push(bookcase(40 + i * 290, 110, 260, 520, rnd));
  parts.push(rect(0, 60, 1200, 30, colours.primary800));
  parts.push(person(1010, 700, 330, randomStyle(rnd, { holding: 'book', hair: 'veil', long: true })));
  const readers = [160, 330, 500, 670];
  for (const [i, x] of readers.entries()) {
    parts.push(bust(x, 600, 170, randomStyle(rnd), i % 2 === 0));
  }
  parts.push(table(60, 600, 760, colours.wood, 120));
  for (const x of [120, 300, 470, 640])
    parts.push(
      rect(x, 588, 80, 12, pick(rnd, [colours.white, colours.primary100])),
      rect(x + 38, 588, 4, 12, colours.slate),
    );
  parts.push(ellipse(540, 330, 60, 18, colours.accent300, 'opacity="0.4"'));
  return parts.join('');
};

/** One student between two bookcases, opening a book: the hero's library. */
export const libraryAisle: Scene = (rnd) =>
  room(660, colours.wallCool, colours.floor) +
  bookcase(-40, 80, 380, 580, rnd) +
  bookcase(860, 80, 380, 580, rnd) +
  bookcase(380, 150, 440, 510, rnd) +
  rect(0, 40, 1200, 30, colours.primary800) +
  person(
    610,
    760,
    400,
    randomStyle(rnd, { hair: 'wrap', long: true, holding: 'book', top: colours.primary600 }),
  );

/** Rows of computers; students from behind, programs on the screens. */
export const computerRoom: Scene = (rnd) => {
  const parts = [
    room(520, colours.wallCool, '#b9c3d6'),
    windowPane(80, 90, 220, 200),
    windowPane(900, 90, 220, 200),
    rect(380, 110, 440, 180, colours.white),
    rect(400, 130, 250, 20, colours.primary700, 'rx="4"'),
  ];
  for (let i = 0; i < 4; i++)
    parts.push(rect(400, 170 + i * 26, 160 + rnd() * 220, 10, colours.primary200, 'rx="4"'));
  // Back row: small screens and heads.
  for (let i = 0; i < 5; i++) parts.push(monitor(90 + i * 220, 360, 130, 90, rnd));
  parts.push(table(40, 470, 1120, '#e2e8f0', 60));
  for (let i = 0; i < 5; i++) parts.push(back(155 + i * 220, 540, 110, randomStyle(rnd)));
  // Front row: big screens and students.
  for (let i = 0; i < 3; i++) parts.push(monitor(100 + i * 370, 470, 250, 165, rnd));
  parts.push(table(20, 660, 1160, '#e2e8f0', 120));
  for (let i = 0; i < 3; i++) parts.push(back(225 + i * 370, 800, 190, randomStyle(rnd)));
  return parts.join('');
};

/** The health simulation room: a manikin on a bed, students in white coats, a monitor. */
export const simulationRoom: Scene = (rnd) => {
  const parts = [room(560, '#e6f4f1', '#c7d3dc'), windowPane(70, 110, 200, 190)];
  // Patient monitor with a heartbeat line.
  parts.push(rect(880, 120, 230, 160, '#1f2937', 'rx="10"'), rect(895, 135, 200, 130, '#0b2530', 'rx="4"'));
  parts.push(
    path(
      'M905 210H960L975 170L995 250L1012 190L1025 210H1085',
      'none',
      `stroke="#4ade80" stroke-width="5" stroke-linejoin="round"`,
    ),
  );
  parts.push(rect(990, 280, 10, 300, colours.slate));
  // Bed and manikin.
  parts.push(
    rect(300, 500, 560, 40, '#cbd5e1', 'rx="8"'),
    rect(320, 540, 14, 120, colours.slate),
    rect(826, 540, 14, 120, colours.slate),
  );
  parts.push(rect(300, 470, 560, 40, colours.white, 'rx="14"'));
  parts.push(ellipse(370, 455, 44, 34, '#e8cfb8'), rect(420, 440, 380, 45, colours.primary100, 'rx="20"'));
  parts.push(
    person(
      440,
      720,
      360,
      randomStyle(rnd, {
        coat: true,
        top: colours.teal,
        arms: 'forward',
        hair: 'veil',
        wrap: colours.primary600,
      }),
    ),
  );
  parts.push(
    person(
      640,
      730,
      350,
      randomStyle(rnd, { coat: true, top: colours.primary600, arms: 'forward', hair: 'bun' }),
    ),
  );
  parts.push(
    person(
      210,
      740,
      340,
      randomStyle(rnd, { coat: true, top: colours.plum, arms: 'hold', holding: 'book', hair: 'braids' }),
    ),
  );
  return parts.join('');
};

/** A laboratory: benches with flasks, students in coats holding pipettes. */
export const laboratory: Scene = (rnd) => {
  const parts = [room(560, '#eaf2fb', '#c7d3dc'), windowPane(900, 100, 220, 200)];
  for (let i = 0; i < 3; i++)
    parts.push(
      rect(80 + i * 240, 120, 200, 14, colours.wood),
      rect(80 + i * 240, 260, 200, 14, colours.wood),
    );
  for (let i = 0; i < 12; i++) {
    const x = 100 + (i % 6) * 120 + (i % 2) * 20;
    const y = i < 6 ? 120 : 260;
    parts.push(
      rect(
        x,
        y - 60,
        36,
        60,
        pick(rnd, ['#bfdbfe', '#bbf7d0', '#fde68a', '#fecaca']),
        'rx="6" opacity="0.9"',
      ),
    );
  }
  parts.push(person(380, 800, 420, randomStyle(rnd, { coat: true, holding: 'pipette', hair: 'wrap' })));
  parts.push(person(760, 800, 410, randomStyle(rnd, { coat: true, holding: 'pipette', hair: 'short' })));
  parts.push(rect(0, 600, 1200, 30, '#e2e8f0'), rect(0, 630, 1200, 170, '#94a3b8'));
  for (const x of [220, 300, 560, 900, 980]) {
    const c = pick(rnd, ['#60a5fa', '#34d399', '#f472b6', colours.accent400]);
    parts.push(
      path(`M${x - 12} 540V570L${x - 34} 600H${x + 34}L${x + 12} 570V540Z`, '#e0f2fe'),
      path(`M${x - 26} 590L${x - 16} 578H${x + 16}L${x + 26} 590Z`, c),
    );
  }
  parts.push(rect(620, 560, 200, 40, colours.white, 'rx="6"'));
  for (let i = 0; i < 8; i++)
    parts.push(rect(632 + i * 23, 540, 12, 30, pick(rnd, ['#fecaca', '#bfdbfe', '#bbf7d0']), 'rx="5"'));
  return parts.join('');
};

/** Graduates in gowns and caps lined up on the esplanade in front of the main building. */
export const graduatesLine: Scene = (rnd) => {
  const parts = [sky(), sun(1060, 120, 48), ground(520, colours.sand), mainBuilding(160, 530, 880, 300, rnd)];
  parts.push(rect(0, 520, 1200, 14, colours.sandDark));
  const xs = [90, 215, 340, 465, 590, 715, 840, 965, 1090];
  for (const [i, x] of xs.entries()) {
    parts.push(
      person(
        x,
        760 + (i % 2) * 14,
        330 + rnd() * 30,
        randomStyle(rnd, {
          graduate: true,
          arms: i === 4 ? 'hold' : 'down',
          holding: i === 4 ? 'diploma' : undefined,
        }),
      ),
    );
  }
  return parts.join('');
};

/** Graduates throwing their caps in the air. */
export const capsInTheAir: Scene = (rnd) => {
  const parts = [
    sky('#5aa7ee', '#dff0fd', 'sky2'),
    sun(200, 140, 60),
    cloud(900, 130, 1.2),
    ground(610, colours.grass),
    mainBuilding(560, 620, 620, 280, rnd),
    acacia(300, 640, 0.9),
  ];
  for (let i = 0; i < 9; i++) {
    const x = 120 + i * 125 + rnd() * 40;
    const y = 120 + rnd() * 230;
    const a = (rnd() - 0.5) * 50;
    parts.push(
      `<g transform="rotate(${Math.round(a)} ${Math.round(x)} ${Math.round(y)})">${poly(
        [
          [x - 46, y],
          [x, y - 18],
          [x + 46, y],
          [x, y + 18],
        ],
        colours.primary900,
      )}${rect(x - 22, y + 4, 44, 18, colours.primary900)}${line(x, y, x + 30, y + 30, colours.accent400, 4)}</g>`,
    );
  }
  for (let i = 0; i < 6; i++)
    parts.push(
      person(
        140 + i * 190,
        800,
        420,
        randomStyle(rnd, {
          graduate: true,
          arms: 'up',
          hair: pick(rnd, ['short', 'afro', 'bun', 'braids', 'bald'] as const),
        }),
      ),
    );
  return parts.join('');
};

/** On the stage, a graduate receives her diploma from the Rector. */
export const diplomaHandOver: Scene = (rnd) => {
  const parts = [rect(0, 0, 1200, 800, colours.primary900)];
  // Curtains and a banner with the monogram.
  for (let i = 0; i < 12; i++)
    parts.push(rect(i * 100, 0, 100, 560, i % 2 ? colours.primary800 : shade(colours.primary800, -0.15)));
  parts.push(
    rect(300, 60, 600, 110, colours.accent400, 'rx="8"'),
    path('M560 115 600 92l40 23-40 23z', colours.primary900),
    rect(420, 105, 110, 16, colours.primary900, 'rx="6"'),
    rect(670, 105, 110, 16, colours.primary900, 'rx="6"'),
  );
  parts.push(
    circle(300, -40, 260, '#fff7d6', 'opacity="0.12"'),
    circle(900, -40, 260, '#fff7d6', 'opacity="0.12"'),
  );
  parts.push(rect(0, 560, 1200, 240, colours.woodDark), rect(0, 560, 1200, 26, colours.wood));
  parts.push(
    rect(120, 470, 180, 90, colours.leafDark, 'rx="40"'),
    rect(900, 470, 180, 90, colours.leafDark, 'rx="40"'),
  );
  // The Rector in a gown with a gold collar, the graduate in cap and gown.
  parts.push(
    person(480, 720, 430, {
      skin: skins[1],
      top: '#7f1d1d',
      long: true,
      hair: 'bald',
      arms: 'hold',
      holding: 'diploma',
    }),
  );
  parts.push(rect(442, 370, 76, 22, colours.accent400, 'rx="8"'));
  parts.push(person(720, 720, 400, randomStyle(rnd, { graduate: true, arms: 'forward', hair: 'braids' })));
  return parts.join('');
};

/** The official tribune: dignitaries and lecturers seated behind a long draped table. */
export const tribune: Scene = (rnd) => {
  const parts = [
    room(600, colours.wall, colours.floor),
    rect(0, 40, 1200, 120, colours.primary800),
    rect(360, 70, 480, 60, colours.accent400, 'rx="10"'),
    path('M580 100 600 88l20 12-20 12z', colours.primary900),
  ];
  parts.push(rect(40, 180, 40, 360, colours.primary700), rect(1120, 180, 40, 360, colours.primary700));
  parts.push(rect(80, 180, 26, 220, '#002664'), rect(80, 400, 26, 0, '#002664'));
  const xs = [190, 355, 520, 685, 850, 1015];
  for (const [i, x] of xs.entries()) {
    parts.push(
      bust(
        x,
        520,
        230,
        randomStyle(rnd, {
          long: i % 2 === 0,
          top: pick(rnd, ['#f3f4f6', colours.primary800, colours.teal, '#7f1d1d', colours.accent500]),
        }),
      ),
    );
  }
  parts.push(
    rect(90, 520, 1020, 200, colours.primary800, 'rx="6"'),
    rect(90, 520, 1020, 40, colours.accent400),
    rect(90, 560, 1020, 8, colours.accent500),
  );
  for (const x of xs)
    parts.push(
      line(x - 30, 520, x - 10, 470, colours.slate, 5),
      circle(x - 10, 466, 9, '#111827'),
      rect(x + 20, 494, 18, 26, '#bfdbfe', 'rx="3"'),
    );
  return parts.join('');
};

/** A family posing with a young graduate in front of the main building. */
export const familyPhoto: Scene = (rnd) =>
  sky() +
  sun(150, 120, 50) +
  cloud(900, 120, 1) +
  ground(520, colours.sand) +
  mainBuilding(100, 530, 1000, 320, rnd) +
  palm(80, 560, 0.9) +
  palm(1120, 560, 0.9) +
  person(290, 780, 380, {
    skin: skins[2],
    top: colours.teal,
    long: true,
    hair: 'wrap',
    wrap: colours.accent500,
    arms: 'down',
  }) +
  person(470, 790, 430, { skin: skins[1], top: '#f3f4f6', long: true, hair: 'bald', arms: 'down' }) +
  person(650, 800, 420, {
    skin: skins[3],
    top: colours.primary900,
    graduate: true,
    arms: 'hold',
    holding: 'diploma',
    hair: 'short',
  }) +
  person(830, 790, 380, {
    skin: skins[2],
    top: colours.plum,
    long: true,
    hair: 'veil',
    wrap: colours.coral,
    arms: 'down',
  }) +
  person(960, 800, 230, {
    skin: skins[3],
    top: colours.accent400,
    bottom: colours.primary800,
    hair: 'short',
    arms: 'wave',
  });

/** A football match on the campus pitch: two teams, the ball, a goal. */
export const footballMatch: Scene = (rnd) => {
  const parts = [
    sky(),
    sun(1040, 110, 46),
    cloud(300, 100, 0.9),
    acacia(120, 330, 0.7),
    acacia(1000, 330, 0.8),
    rect(0, 320, 1200, 40, colours.primary800),
    rect(0, 320, 1200, 8, colours.accent400),
  ];
  for (let i = 0; i < 30; i++) parts.push(circle(30 + i * 40, 316, 14, pick(rnd, clothesForCrowd)));
  parts.push(rect(0, 360, 1200, 440, colours.grass));
  for (let i = 0; i < 6; i++) parts.push(rect(0, 360 + i * 80, 1200, 40, colours.grassDark, 'opacity="0.5"'));
  parts.push(
    path('M0 560H1200', 'none', 'stroke="#ffffff" stroke-width="5" opacity="0.8"'),
    ellipse(600, 560, 180, 60, 'none', 'stroke="#ffffff" stroke-width="5" opacity="0.8"'),
  );
  // The goal.
  parts.push(
    rect(960, 390, 200, 8, colours.white),
    rect(960, 390, 8, 110, colours.white),
    rect(1152, 390, 8, 110, colours.white),
  );
  for (let i = 1; i < 8; i++) parts.push(line(960 + i * 25, 398, 960 + i * 25, 500, '#ffffff', 1.5));
  const players = [
    [200, 600, 0],
    [380, 560, 1],
    [520, 700, 0],
    [700, 640, 1],
    [860, 560, 0],
    [1040, 520, 1],
    [300, 760, 1],
    [920, 740, 0],
  ] as const;
  for (const [x, y, t] of players) {
    const team = t
      ? { top: colours.accent400, bottom: colours.primary900 }
      : { top: colours.primary600, bottom: colours.white };
    parts.push(
      person(x, y, 120 + (y - 500) * 0.5, {
        skin: pick(rnd, skins),
        ...team,
        hair: pick(rnd, ['short', 'afro', 'bald'] as const),
        arms: pick(rnd, ['down', 'up', 'wave'] as const),
      }),
    );
  }
  parts.push(circle(620, 690, 20, colours.white), path('M612 682l8-6 8 6-3 10h-10z', '#111827'));
  return parts.join('');
};
const clothesForCrowd = [colours.primary600, colours.accent400, colours.white, colours.red, colours.teal];

/** Students revising together in the shade of a big tree in the courtyard. */
export const studyUnderTree: Scene = (rnd) => {
  const parts = [
    sky(),
    sun(1050, 120, 50),
    ground(460, colours.sand),
    mainBuilding(820, 470, 420, 240, rnd),
    ellipse(520, 700, 460, 70, '#000000', 'opacity="0.1"'),
  ];
  parts.push(acacia(520, 560, 2.6));
  parts.push(
    rect(300, 620, 440, 26, colours.wood, 'rx="6"'),
    rect(320, 646, 16, 70, colours.woodDark),
    rect(704, 646, 16, 70, colours.woodDark),
  );
  const group = [
    [250, 790, 300, { holding: 'book' as const }],
    [420, 640, 170, {}],
    [560, 640, 170, {}],
    [700, 790, 300, { arms: 'wave' as const }],
    [880, 790, 290, { holding: 'book' as const, hair: 'veil' as const, long: true }],
  ] as const;
  for (const [x, y, h, extra] of group) {
    parts.push(
      h < 200 ? bust(x, y, h, randomStyle(rnd, extra), true) : person(x, y, h, randomStyle(rnd, extra)),
    );
  }
  parts.push(rect(480, 610, 60, 12, colours.white), rect(600, 612, 50, 10, colours.red));
  return parts.join('');
};

/** A lively courtyard: students chatting under trees. */
export const courtyardChat: Scene = (rnd) => {
  const parts = [
    sky(),
    sun(260, 130, 58),
    cloud(820, 110, 1),
    ground(560, colours.sand),
    mainBuilding(520, 570, 640, 300, rnd),
    acacia(220, 620, 1.4),
    acacia(1100, 640, 1.1),
  ];
  const xs = [330, 480, 640, 790, 940];
  for (const [i, x] of xs.entries())
    parts.push(
      person(
        x,
        780 + (i % 2) * 12,
        380 + rnd() * 30,
        randomStyle(rnd, {
          arms: pick(rnd, ['down', 'hips', 'wave', 'hold'] as const),
          holding: i === 2 ? 'book' : undefined,
        }),
      ),
    );
  return parts.join('');
};

/** Culture week: students in traditional dress dancing on stage under spotlights. */
export const danceStage: Scene = (rnd) => {
  const parts = [rect(0, 0, 1200, 800, colours.primary900)];
  for (const [x, c] of [
    [220, colours.accent300],
    [600, '#ffffff'],
    [980, colours.accent300],
  ] as const)
    parts.push(
      poly(
        [
          [x - 30, 0],
          [x + 30, 0],
          [x + 240, 620],
          [x - 240, 620],
        ],
        c,
        'opacity="0.13"',
      ),
    );
  for (let i = 0; i < 14; i++)
    parts.push(path(`M${i * 90} 0Q${i * 90 + 45} 40 ${i * 90 + 90} 0`, colours.accent500));
  parts.push(rect(0, 600, 1200, 200, colours.woodDark), rect(0, 600, 1200, 20, colours.wood));
  const dancers = [
    [200, colours.red, 'wrap'],
    [400, colours.accent500, 'short'],
    [600, colours.teal, 'veil'],
    [800, colours.plum, 'bald'],
    [1000, colours.coral, 'braids'],
  ] as const;
  for (const [i, [x, top, hair]] of dancers.entries()) {
    parts.push(
      person(x, 640 - (i % 2) * 20, 420, {
        skin: pick(rnd, skins),
        top,
        long: true,
        hair,
        wrap: colours.accent400,
        arms: i % 2 ? 'wave' : 'up',
      }),
    );
  }
  for (let i = 0; i < 12; i++) parts.push(circle(50 + i * 100, 790, 46, '#0b1634'));
  return parts.join('');
};

/** The campus cafeteria: students talking around a round table, the counter behind. */
export const cafeteria: Scene = (rnd) => {
  const parts = [
    room(560, '#fbefd9', '#d8b98c'),
    windowPane(60, 90, 240, 220),
    windowPane(900, 90, 240, 220),
  ];
  parts.push(rect(360, 110, 480, 90, colours.primary800, 'rx="8"'));
  for (let i = 0; i < 3; i++)
    parts.push(
      rect(390 + i * 150, 130, 120, 16, colours.accent300, 'rx="4"'),
      rect(390 + i * 150, 158, 90, 10, colours.primary200, 'rx="4"'),
    );
  // The cook stands behind the counter.
  parts.push(person(600, 470, 220, randomStyle(rnd, { top: colours.white, hair: 'wrap', arms: 'down' })));
  parts.push(rect(340, 330, 520, 200, colours.accent500), rect(330, 320, 540, 20, colours.woodDark));
  for (let i = 0; i < 5; i++)
    parts.push(rect(380 + i * 95, 290, 50, 30, pick(rnd, ['#fef3c7', '#fecaca', '#bbf7d0']), 'rx="6"'));
  const seats = [
    [300, 620],
    [470, 560],
    [730, 560],
    [900, 620],
  ] as const;
  for (const [x, y] of seats) parts.push(bust(x, y + 40, 230, randomStyle(rnd), false));
  parts.push(
    ellipse(600, 660, 360, 60, shade(colours.wood, -0.2)),
    ellipse(600, 650, 360, 60, colours.wood),
    rect(584, 700, 32, 100, colours.woodDark),
  );
  for (const x of [420, 530, 670, 780])
    parts.push(
      rect(x - 16, 612, 32, 36, colours.white, 'rx="5"'),
      rect(x + 14, 620, 10, 14, 'none', 'stroke="#ffffff" stroke-width="4" rx="5"'),
    );
  parts.push(ellipse(600, 640, 60, 16, colours.white), ellipse(600, 636, 40, 9, colours.coral));
  return parts.join('');
};

/** A speaker at the lectern before a full lecture hall (seen from the back rows). */
export const publicLecture: Scene = (rnd) => {
  const parts = [
    room(430, colours.wallCool, colours.primary900),
    projectionScreen(360, 60, 480, 270, rnd),
    rect(0, 370, 1200, 60, colours.primary700),
  ];
  parts.push(
    person(930, 430, 300, randomStyle(rnd, { top: colours.primary800, arms: 'wave', hair: 'short' })),
  );
  parts.push(
    path('M840 340H1010L990 430H860Z', colours.woodDark),
    rect(890, 355, 60, 14, colours.accent400, 'rx="4"'),
  );
  const rows = [440, 540, 650];
  for (const [r, y] of rows.entries()) {
    parts.push(benchRow(y + 80 - r * 4));
    const size = 110 + r * 40;
    for (let x = 40 + (r % 2) * 60; x < 1200; x += size * 0.85)
      parts.push(back(x, y + 80, size, randomStyle(rnd)));
  }
  return parts.join('');
};

/** Students taking notes in a large lecture hall, seen from the side of the rows. */
export const lectureNotes: Scene = (rnd) => {
  const parts = [
    room(380, colours.wall, colours.primary900),
    rect(80, 80, 520, 220, '#1f5f4a', 'rx="6"'),
    rect(70, 300, 540, 14, colours.wood),
  ];
  for (let i = 0; i < 5; i++)
    parts.push(rect(120, 110 + i * 36, 200 + ((i * 97) % 220), 8, '#e2f3ea', 'rx="4" opacity="0.8"'));
  parts.push(windowPane(760, 90, 330, 200));
  for (let r = 0; r < 3; r++) {
    const y = 470 + r * 140;
    const h = 170 + r * 30;
    for (let i = 0; i < 5; i++) parts.push(bust(130 + i * 240 + (r % 2) * 60, y, h, randomStyle(rnd), true));
    parts.push(rect(0, y, 1200, 24, colours.wood), rect(0, y + 24, 1200, 20, colours.woodDark));
    for (let i = 0; i < 5; i++) parts.push(rect(150 + i * 240 + (r % 2) * 60, y - 6, 70, 8, colours.white));
  }
  return parts.join('');
};

/** A round table: four panellists seated before a projection screen. */
export const roundTable: Scene = (rnd) => {
  const parts = [
    room(560, colours.wallCool, colours.floor),
    projectionScreen(330, 50, 540, 290, rnd),
    rect(0, 0, 1200, 30, colours.primary800),
  ];
  parts.push(rect(60, 120, 30, 440, colours.primary700), rect(1110, 120, 30, 440, colours.primary700));
  const xs = [210, 470, 730, 990];
  const looks = [
    { long: true, hair: 'bald' as const, top: '#f3f4f6' },
    { hair: 'veil' as const, long: true },
    { hair: 'short' as const, top: colours.primary800 },
    { hair: 'wrap' as const, long: true },
  ];
  for (const [i, x] of xs.entries()) parts.push(bust(x, 560, 270, randomStyle(rnd, looks[i])));
  parts.push(
    rect(80, 560, 1040, 150, colours.primary800, 'rx="8"'),
    rect(80, 560, 1040, 22, colours.accent400),
  );
  for (const x of xs)
    parts.push(
      line(x + 50, 560, x + 20, 490, colours.slate, 5),
      circle(x + 20, 486, 9, '#111827'),
      rect(x - 60, 600, 120, 40, colours.white, 'rx="4"'),
      rect(x - 45, 614, 90, 10, colours.primary200, 'rx="3"'),
      rect(x - 80, 542, 18, 20, '#bfdbfe', 'rx="3"'),
    );
  return parts.join('');
};

/** From the tiers of the lecture hall, a student stands and asks a question at the microphone. */
export const questionFromFloor: Scene = (rnd) => {
  const parts = [
    room(300, colours.wallCool, colours.primary900),
    projectionScreen(120, 40, 360, 200, rnd),
    rect(0, 260, 1200, 40, colours.primary700),
  ];
  const rows = [360, 480, 610, 750];
  for (const [r, y] of rows.entries()) {
    const size = 120 + r * 30;
    for (let x = 60 + (r % 2) * 50; x < 1200; x += size * 0.95) {
      if (r === 2 && x > 560 && x < 860) continue;
      parts.push(back(x, y, size, randomStyle(rnd)));
    }
    parts.push(benchRow(y - 10));
    if (r === 1)
      parts.push(
        person(
          710,
          640,
          380,
          randomStyle(rnd, {
            holding: 'mic',
            arms: 'hold',
            hair: 'veil',
            long: true,
            wrap: colours.accent500,
          }),
        ),
      );
  }
  return parts.join('');
};

/** An entrepreneurship workshop: participants taking notes, a flip chart with a growth chart. */
export const workshop: Scene = (rnd) => {
  const parts = [room(560, colours.wall, colours.floor), windowPane(820, 90, 300, 220)];
  // Flip chart: a light bulb and a rising curve.
  parts.push(
    line(180, 200, 120, 620, colours.slate, 10),
    line(420, 200, 480, 620, colours.slate, 10),
    rect(150, 90, 300, 360, colours.white, 'rx="4"'),
    rect(140, 80, 320, 20, colours.slate, 'rx="4"'),
  );
  parts.push(
    circle(240, 180, 40, colours.accent400),
    rect(226, 220, 28, 24, colours.slate, 'rx="4"'),
    path(
      'M180 400L260 350L320 370L410 270',
      'none',
      `stroke="${colours.primary600}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"`,
    ),
    path(
      'M390 270H414V294',
      'none',
      `stroke="${colours.primary600}" stroke-width="10" stroke-linecap="round"`,
    ),
  );
  parts.push(
    person(560, 640, 360, randomStyle(rnd, { arms: 'wave', top: colours.teal, hair: 'wrap', long: true })),
  );
  const seats = [120, 340, 560, 780, 1000];
  for (const x of seats) parts.push(back(x, 800, 200, randomStyle(rnd)));
  parts.push(table(0, 700, 1200, colours.wood, 80));
  for (const x of seats)
    parts.push(rect(x - 70, 688, 90, 14, colours.white), rect(x + 30, 690, 40, 6, colours.accent500));
  return parts.join('');
};

/** A teacher leads group work around a case study in a classroom. */
export const groupWork: Scene = (rnd) => {
  const parts = [
    room(540, colours.wallCool, colours.floor),
    rect(60, 80, 560, 260, colours.white, 'rx="6"'),
    rect(50, 340, 580, 14, colours.slate),
  ];
  parts.push(
    rect(100, 120, 240, 20, colours.primary700, 'rx="4"'),
    rect(100, 160, 360, 12, colours.primary200, 'rx="4"'),
    rect(100, 190, 300, 12, colours.primary200, 'rx="4"'),
    circle(520, 230, 70, colours.accent400),
    path('M520 230V160A70 70 0 0 1 585 255Z', colours.primary600),
  );
  parts.push(windowPane(840, 90, 280, 220));
  parts.push(
    person(
      720,
      660,
      400,
      randomStyle(rnd, { hair: 'bun', top: colours.plum, long: true, arms: 'forward', holding: 'book' }),
    ),
  );
  const seats = [
    [230, 640],
    [420, 620],
    [940, 620],
    [1100, 650],
  ] as const;
  for (const [x, y] of seats) parts.push(bust(x, y, 240, randomStyle(rnd), true));
  parts.push(table(120, 630, 420, colours.wood, 160), table(860, 630, 340, colours.wood, 160));
  parts.push(
    rect(200, 616, 110, 16, colours.white),
    rect(380, 618, 70, 12, colours.accent400),
    rect(930, 616, 110, 16, colours.white),
  );
  return parts.join('');
};

/** Working professionals in an evening class, laptops open (continuing education). */
export const eveningClass: Scene = (rnd) => {
  const parts = [
    room(560, '#e8e5f5', colours.floor),
    windowPane(820, 90, 300, 220),
    rect(820, 90, 300, 220, colours.primary900, 'opacity="0.55"'),
    circle(1040, 150, 24, '#fef3c7'),
  ];
  parts.push(projectionScreen(120, 80, 520, 290, rnd));
  const seats = [
    [190, 660],
    [470, 660],
    [750, 660],
    [1030, 660],
  ] as const;
  for (const [i, [x, y]] of seats.entries())
    parts.push(
      bust(
        x,
        y,
        250,
        randomStyle(rnd, {
          top: pick(rnd, [colours.primary800, '#f3f4f6', colours.slate, colours.teal]),
          hair: (['short', 'veil', 'bald', 'wrap'] as const)[i],
        }),
      ),
    );
  for (const [x, y] of seats)
    parts.push(
      path(`M${x - 80} ${y}L${x - 60} ${y - 70}H${x + 60}L${x + 80} ${y}Z`, '#cbd5e1'),
      circle(x, y - 36, 8, '#94a3b8'),
    );
  parts.push(table(40, 660, 1120, colours.wood, 140));
  return parts.join('');
};

/** The CAMES recognition: a framed certificate with a gold seal before the main building. */
export const certificate: Scene = (rnd) => {
  const parts = [
    sky('#5b8fe0', '#dbe6fe', 'sky3'),
    sun(1040, 120, 50),
    ground(560, colours.sand),
    mainBuilding(60, 570, 1080, 330, seeded('cert-bldg')),
  ];
  parts.push(rect(0, 0, 1200, 800, colours.primary900, 'opacity="0.25"'));
  parts.push(
    rect(290, 150, 620, 470, colours.woodDark, 'rx="10"'),
    rect(310, 170, 580, 430, '#fffaf0'),
    rect(330, 190, 540, 390, 'none', `stroke="${colours.accent500}" stroke-width="6"`),
  );
  parts.push(
    rect(470, 230, 260, 26, colours.primary800, 'rx="6"'),
    rect(410, 290, 380, 12, colours.primary200, 'rx="5"'),
    rect(430, 320, 340, 12, colours.primary200, 'rx="5"'),
    rect(410, 350, 380, 12, colours.primary200, 'rx="5"'),
  );
  parts.push(
    path('M640 450l-30 120 40-24 20 40 20-136z', colours.red),
    path('M720 450l30 120-40-24-20 40-20-136z', colours.primary600),
  );
  parts.push(
    circle(680, 460, 62, colours.accent500),
    circle(680, 460, 48, colours.accent400),
    path(
      'M655 460l17 17 32-34',
      'none',
      `stroke="#ffffff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"`,
    ),
  );
  parts.push(
    line(400, 520, 560, 520, colours.slate, 3),
    path('M410 505q20-30 40 0t40 0t40-10', 'none', `stroke="${colours.primary800}" stroke-width="4"`),
  );
  void rnd;
  return parts.join('');
};

/** An internship agreement: two people shake hands over the signed convention. */
export const handshake: Scene = (rnd) => {
  const parts = [
    room(560, colours.wallCool, colours.floor),
    windowPane(80, 90, 300, 240),
    windowPane(820, 90, 300, 240),
    rect(470, 70, 260, 150, colours.primary800, 'rx="8"'),
    path('M575 145 600 131l25 14-25 14z', colours.accent400),
  ];
  const left = { skin: skins[1], top: colours.primary800, hair: 'short' as const, arms: 'down' as const };
  const right = {
    skin: skins[3],
    top: colours.teal,
    hair: 'wrap' as const,
    wrap: colours.accent500,
    long: true,
    arms: 'down' as const,
  };
  parts.push(person(400, 660, 440, left), person(800, 660, 440, right));
  // The two arms meeting in a handshake.
  parts.push(
    line(460, 380, 590, 430, colours.primary800, 26),
    line(740, 380, 610, 430, colours.teal, 26),
    circle(600, 430, 22, skins[2]),
  );
  parts.push(table(160, 560, 880, colours.woodDark, 200));
  parts.push(
    rect(300, 520, 220, 40, '#fffaf0'),
    rect(680, 520, 220, 40, '#fffaf0'),
    rect(330, 532, 120, 6, colours.primary200),
    rect(710, 532, 120, 6, colours.primary200),
    path('M360 548q14-12 28 0t28 0', 'none', `stroke="${colours.primary800}" stroke-width="3"`),
    path('M740 548q14-12 28 0t28 0', 'none', `stroke="${colours.primary800}" stroke-width="3"`),
  );
  parts.push(rect(560, 500, 16, 60, '#002664'), rect(620, 500, 16, 60, colours.accent400));
  void rnd;
  return parts.join('');
};

/** Culture and sports week: dancers on a stage, bunting and a football. */
export const festival: Scene = (rnd) => {
  const parts = [
    sky(),
    sun(1060, 110, 50),
    ground(560, colours.grass),
    mainBuilding(700, 570, 460, 240, rnd),
    acacia(100, 600, 1),
  ];
  for (let i = 0; i < 16; i++)
    parts.push(
      poly(
        [
          [i * 80, 60 + (i % 2) * 6],
          [i * 80 + 80, 60 + ((i + 1) % 2) * 6],
          [i * 80 + 40, 110],
        ],
        pick(rnd, [colours.red, colours.accent400, colours.primary600, colours.teal]),
      ),
    );
  parts.push(rect(150, 560, 640, 40, colours.woodDark), rect(150, 540, 640, 24, colours.wood));
  const dancers = [
    [260, colours.red, 'wrap'],
    [420, colours.accent500, 'short'],
    [580, colours.teal, 'veil'],
    [720, colours.plum, 'afro'],
  ] as const;
  for (const [i, [x, top, hair]] of dancers.entries())
    parts.push(
      person(x, 545, 300, {
        skin: pick(rnd, skins),
        top,
        long: true,
        hair,
        wrap: colours.accent400,
        arms: i % 2 ? 'wave' : 'up',
      }),
    );
  parts.push(
    person(960, 760, 260, {
      skin: pick(rnd, skins),
      top: colours.primary600,
      bottom: colours.white,
      hair: 'short',
      arms: 'wave',
    }),
    circle(1060, 740, 22, colours.white),
    path('M1052 732l8-6 8 6-3 10h-10z', '#111827'),
  );
  return parts.join('');
};

/** The business plan prize: a student team on the podium with their trophy and a big cheque. */
export const prizeTeam: Scene = (rnd) => {
  const parts = [rect(0, 0, 1200, 800, colours.primary800)];
  for (let i = 0; i < 40; i++)
    parts.push(
      circle(
        rnd() * 1200,
        rnd() * 400,
        4 + rnd() * 6,
        pick(rnd, [colours.accent400, '#ffffff', colours.coral]),
        'opacity="0.8"',
      ),
    );
  parts.push(
    rect(0, 600, 1200, 200, colours.primary900),
    rect(200, 560, 800, 50, colours.accent500),
    rect(200, 560, 800, 12, colours.accent300),
  );
  const team = [
    [330, 'short', colours.primary600],
    [490, 'veil', colours.teal],
    [710, 'braids', colours.coral],
    [870, 'afro', '#f3f4f6'],
  ] as const;
  for (const [i, [x, hair, top]] of team.entries())
    parts.push(
      person(x, 565, 370, {
        ...randomStyle(rnd),
        hair,
        top,
        long: hair === 'veil',
        arms: i === 1 ? 'hold' : i === 2 ? 'up' : 'down',
        holding: i === 1 ? 'trophy' : undefined,
      }),
    );
  parts.push(
    rect(360, 640, 480, 120, '#fffaf0', 'rx="8"'),
    rect(390, 665, 200, 18, colours.primary800, 'rx="4"'),
    rect(390, 700, 300, 10, colours.primary200, 'rx="4"'),
    circle(780, 700, 30, colours.accent400),
  );
  return parts.join('');
};

/** Every scene the artwork can draw, by name (the generator picks them for each image slot). */
export const scenes = {
  campusFacade,
  campusSunrise,
  library,
  libraryAisle,
  computerRoom,
  simulationRoom,
  laboratory,
  graduatesLine,
  capsInTheAir,
  diplomaHandOver,
  tribune,
  familyPhoto,
  footballMatch,
  studyUnderTree,
  courtyardChat,
  danceStage,
  cafeteria,
  publicLecture,
  lectureNotes,
  roundTable,
  questionFromFloor,
  workshop,
  groupWork,
  eveningClass,
  certificate,
  handshake,
  festival,
  prizeTeam,
} satisfies Record<string, Scene>;

export type SceneName = keyof typeof scenes;
