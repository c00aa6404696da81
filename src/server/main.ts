import { COMMANDS, runCommand } from "./provider/command";
import { runServer } from "./serve";

// The server's entry (`npm start`, `npm run dev`; bundled as dist/server/main.js by build.ts): the onboarding
// commands, or the server (its settings from the environment: src/server/serve.ts).
const [command] = process.argv.slice(2);
if (command && COMMANDS.has(command)) {
  // `node dist/server/main.js agency …` (docs/deploy.md "Agencies"): the onboarding commands, not the server.
  process.exitCode = await runCommand(process.argv.slice(2));
} else {
  runServer();
}
