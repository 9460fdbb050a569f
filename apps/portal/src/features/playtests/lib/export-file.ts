// The programme export as a file the player keeps: the server's answer as it came, indented.

/** The file's name: the portal, what it holds and the day it was made (`mynacon-playtest-data-2026-11-26.json`). */
export function exportFileName(generatedAt: string): string {
  return `mynacon-playtest-data-${generatedAt.slice(0, 10)}.json`;
}

/** The file's text: the export as JSON, two-space indented, with a final line break. */
export function exportFileText(data: unknown): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}
