// Publishes the stories to Chromatic for visual review, only when a project token is configured: without
// network or token the CLI would retry DNS forever, so it is never started in that case.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set.');
  process.exit(0);
}
const result = spawnSync('chromatic', ['--config-file', 'chromatic.config.json', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
