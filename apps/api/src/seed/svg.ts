import { hashString } from './random.ts';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Breaks a title into lines of at most `width` characters, on spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

export interface TileOptions {
  title: string;
  subtitle: string;
  width: number;
  height: number;
}

/**
 * An original image for the demo: a two-colour gradient derived from the title, a few soft shapes and the
 * title. Used for game covers (264x374, the game database's big-cover size) and product images (300x300).
 */
export function tileSvg({ title, subtitle, width, height }: TileOptions): string {
  const hash = hashString(title);
  const hueA = hash % 360;
  const hueB = (hueA + 40 + ((hash >>> 9) % 100)) % 360;
  const lines = wrap(title, Math.max(8, Math.floor(width / 22)));
  const fontSize = Math.round(width / 11);
  const top = height * 0.62 - (lines.length - 1) * fontSize * 0.6;
  const circles = [0, 1, 2]
    .map((index) => {
      const bits = hash >>> (index * 7);
      const cx = (bits % 100) / 100;
      const cy = ((bits >>> 3) % 60) / 100;
      const r = 0.18 + ((bits >>> 5) % 20) / 100;
      return `<circle cx="${(cx * width).toFixed(0)}" cy="${(cy * height).toFixed(0)}" r="${(r * width).toFixed(0)}" fill="#fff" fill-opacity="0.08"/>`;
    })
    .join('');
  const text = lines
    .map(
      (line, index) =>
        `<text x="${width / 2}" y="${(top + index * fontSize * 1.2).toFixed(0)}" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hueA} 70% 38%)"/><stop offset="1" stop-color="hsl(${hueB} 65% 18%)"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    circles,
    text,
    `<text x="${width / 2}" y="${(height - fontSize * 0.8).toFixed(0)}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${Math.round(fontSize * 0.5)}" fill="#fff" fill-opacity="0.75">${escapeXml(subtitle)}</text>`,
    '</svg>',
  ].join('');
}
