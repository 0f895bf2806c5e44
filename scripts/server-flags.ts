/**
 * The Node flags `npm run serve` starts the server with (package.json), for the scripts that start it themselves
 * and measure it. A capped heap and a small young generation make V8 collect before it grows: under autocannon
 * the server's peak RSS on the scale data went from 372 MB to 246 MB, with the live data (plant list, caches,
 * the build) far below the cap.
 */
export const SERVER_NODE_FLAGS = ["--max-old-space-size=192", "--max-semi-space-size=4"];
