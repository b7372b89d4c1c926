/**
 * Portrait illustrations (600 × 600) of the team and the leadership: head and shoulders, in the
 * style of the scenes, each person with their own skin tone, hair or headwear, clothes and glasses.
 */
import { circle, colours, ellipse, hairColour, path, rect, shade, skins, svgDocument } from './kit';

export interface PortraitLook {
  skin: number;
  hair: 'short' | 'bald' | 'afro' | 'wrap' | 'veil' | 'braids' | 'grey';
  /** Headwrap or veil colour. */
  wrap?: string;
  clothes: 'suit' | 'boubou' | 'blouse' | 'shirt';
  colour: string;
  glasses?: boolean;
  beard?: boolean;
  background: string;
}

export function portrait(look: PortraitLook): string {
  const skin = skins[look.skin] ?? skins[2];
  const dark = shade(skin, -0.22);
  const parts: string[] = [
    rect(0, 0, 600, 600, look.background),
    circle(300, 290, 230, shade(look.background, 0.35)),
  ];
  const wrap = look.wrap ?? colours.accent500;
  // Behind the head: volume of hair or the veil's fall on the shoulders.
  if (look.hair === 'afro') parts.push(circle(300, 215, 128, hairColour));
  if (look.hair === 'braids') parts.push(rect(196, 170, 208, 250, hairColour, 'rx="60"'));
  if (look.hair === 'veil')
    parts.push(path('M170 600L178 250Q180 90 300 86Q420 90 422 250L430 600Z', shade(wrap, -0.12)));
  // Neck and shoulders.
  parts.push(rect(262, 300, 76, 110, dark));
  const body = 'M70 600Q78 440 200 400L300 430L400 400Q522 440 530 600Z';
  parts.push(path(body, look.colour));
  switch (look.clothes) {
    case 'suit':
      parts.push(path('M300 430L238 402L270 600H330L362 402Z', '#ffffff'));
      parts.push(path('M300 440L286 460L300 560L314 460Z', colours.accent500));
      parts.push(
        path('M200 400L300 600L230 600L150 440Z', shade(look.colour, -0.18)),
        path('M400 400L300 600L370 600L450 440Z', shade(look.colour, -0.18)),
      );
      break;
    case 'boubou':
      parts.push(
        path(
          'M240 405Q300 470 360 405',
          'none',
          `stroke="${colours.accent300}" stroke-width="12" stroke-linecap="round"`,
        ),
      );
      parts.push(
        path(
          'M270 440Q300 520 330 440M285 470Q300 540 315 470',
          'none',
          `stroke="${colours.accent300}" stroke-width="6" stroke-linecap="round"`,
        ),
      );
      break;
    case 'blouse':
      parts.push(path('M240 405Q300 460 360 405L340 440Q300 470 260 440Z', shade(look.colour, 0.3)));
      parts.push(circle(300, 470, 10, colours.accent400));
      break;
    case 'shirt':
      parts.push(path('M300 430L250 402L272 450ZM300 430L350 402L328 450Z', '#ffffff'));
      parts.push(path('M300 436V600', 'none', `stroke="${shade(look.colour, -0.25)}" stroke-width="4"`));
      break;
  }
  if (look.hair === 'veil')
    parts.push(
      path(
        'M178 420Q176 250 215 200L300 340L385 200Q424 250 422 420Q380 380 360 330L300 390L240 330Q220 380 178 420Z',
        wrap,
      ),
    );
  // Head, ears, face.
  parts.push(ellipse(198, 250, 18, 28, dark), ellipse(402, 250, 18, 28, dark));
  parts.push(ellipse(300, 240, 100, 118, skin));
  const hair = look.hair;
  if (hair === 'short' || hair === 'grey')
    parts.push(
      path(
        'M200 230Q196 118 300 114Q404 118 400 230Q392 168 300 160Q208 168 200 230Z',
        hair === 'grey' ? '#9ca3af' : hairColour,
      ),
    );
  if (hair === 'afro' || hair === 'braids')
    parts.push(path('M198 240Q190 118 300 112Q410 118 402 240Q380 160 300 156Q220 160 198 240Z', hairColour));
  if (hair === 'bald')
    parts.push(
      path(
        'M204 215Q200 200 210 190',
        'none',
        `stroke="${shade(skin, 0.15)}" stroke-width="10" stroke-linecap="round"`,
      ),
    );
  if (hair === 'wrap') {
    parts.push(path('M192 220Q180 70 300 62Q420 70 408 220Q380 160 300 158Q220 160 192 220Z', wrap));
    parts.push(
      path('M230 120Q300 60 380 130', 'none', `stroke="${shade(wrap, -0.2)}" stroke-width="10"`),
      circle(390, 96, 34, shade(wrap, -0.1)),
    );
  }
  if (hair === 'veil')
    parts.push(path('M186 260Q180 96 300 90Q420 96 414 260Q404 160 300 150Q196 160 186 260Z', wrap));
  // Eyebrows, eyes, nose, smile.
  parts.push(
    path(
      'M238 212Q258 200 278 210M322 210Q342 200 362 212',
      'none',
      `stroke="${hairColour}" stroke-width="7" stroke-linecap="round"`,
    ),
  );
  parts.push(
    ellipse(258, 240, 15, 10, '#f8fafc'),
    ellipse(342, 240, 15, 10, '#f8fafc'),
    circle(258, 240, 8, '#1b120d'),
    circle(342, 240, 8, '#1b120d'),
  );
  parts.push(
    path(
      'M300 250Q292 282 306 286',
      'none',
      `stroke="${shade(skin, -0.35)}" stroke-width="5" stroke-linecap="round"`,
    ),
  );
  if (look.beard)
    parts.push(
      path(
        'M214 270Q222 362 300 362Q378 362 386 270Q372 330 300 334Q228 330 214 270Z',
        hair === 'grey' ? '#9ca3af' : hairColour,
      ),
    );
  parts.push(
    path(
      'M266 308Q300 332 334 308',
      'none',
      `stroke="${shade(skin, -0.45)}" stroke-width="6" stroke-linecap="round"`,
    ),
  );
  if (look.glasses)
    parts.push(
      circle(258, 240, 26, 'none', `stroke="#111827" stroke-width="6"`),
      circle(342, 240, 26, 'none', `stroke="#111827" stroke-width="6"`),
      path(
        'M284 238H316M232 236L206 230M368 236L394 230',
        'none',
        'stroke="#111827" stroke-width="6" stroke-linecap="round"',
      ),
    );
  return svgDocument(600, 600, parts.join(''));
}

/** Each portrait's look, by the person's id: content/team/<id>.yaml, founder and rector of content/leadership.yaml. */
export const portraitLooks: Record<string, PortraitLook> = {
  founder: {
    skin: 1,
    hair: 'grey',
    clothes: 'boubou',
    colour: '#f3f4f6',
    beard: true,
    glasses: true,
    background: colours.primary100,
  },
  rector: {
    skin: 3,
    hair: 'bald',
    clothes: 'suit',
    colour: colours.primary900,
    glasses: true,
    background: '#fde9c0',
  },
  'abdelkerim-hassane-ousmane': {
    skin: 2,
    hair: 'short',
    clothes: 'suit',
    colour: colours.slate,
    beard: true,
    background: colours.primary100,
  },
  'remadji-neloumta': {
    skin: 1,
    hair: 'braids',
    clothes: 'blouse',
    colour: colours.plum,
    glasses: true,
    background: '#fde9c0',
  },
  'ngaba-djimadoum': {
    skin: 1,
    hair: 'short',
    clothes: 'shirt',
    colour: colours.primary600,
    background: '#d9f0ea',
  },
  'zenaba-abakar-issa': {
    skin: 3,
    hair: 'veil',
    wrap: colours.teal,
    clothes: 'blouse',
    colour: colours.primary800,
    background: '#fde9c0',
  },
  'kaltouma-djibrine-adoum': {
    skin: 2,
    hair: 'wrap',
    wrap: colours.accent500,
    clothes: 'boubou',
    colour: colours.red,
    glasses: true,
    background: colours.primary100,
  },
  'denenodji-mondjiro': {
    skin: 1,
    hair: 'afro',
    clothes: 'blouse',
    colour: colours.teal,
    background: '#f6dfe6',
  },
  'youssouf-oumar-hamid': {
    skin: 4,
    hair: 'short',
    clothes: 'boubou',
    colour: '#dbeafe',
    beard: true,
    background: '#d9f0ea',
  },
  'achta-mahamat-nour': {
    skin: 4,
    hair: 'veil',
    wrap: colours.coral,
    clothes: 'blouse',
    colour: colours.primary600,
    glasses: true,
    background: colours.primary100,
  },
  'haoua-tahir-ahmat': {
    skin: 2,
    hair: 'wrap',
    wrap: colours.primary600,
    clothes: 'boubou',
    colour: colours.accent500,
    background: '#f6dfe6',
  },
  'issa-moussa-bichara': {
    skin: 0,
    hair: 'bald',
    clothes: 'suit',
    colour: colours.primary800,
    glasses: true,
    beard: false,
    background: '#fde9c0',
  },
};
