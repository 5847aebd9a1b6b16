import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '@react-router/dev/config';

const repo = fileURLToPath(new URL('../..', import.meta.url));

export default {
  appDirectory: 'app',
  // Beside the main app's build (BUILD_DIR, `build` by default), so both are ignored and removed together.
  buildDirectory: path.join(repo, process.env.BUILD_DIR ?? 'build', 'yardstick'),
  ssr: true,
} satisfies Config;
