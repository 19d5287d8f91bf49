/**
 * The load generator for requests whose values change on every request (bench/lib/filter-load.ts): autocannon's API
 * in its own process, each request taking the next path of a list written by the bench (random filter values, so
 * no response cache can answer them). argv[2]: JSON { url, paths, connections, seconds }. Prints autocannon's result.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const { url, paths, connections, seconds } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
let next = 0;
const result = await autocannon({
  url,
  connections,
  duration: seconds,
  timeout: 10,
  requests: [
    {
      setupRequest(request) {
        request.path = paths[next++ % paths.length];
        return request;
      },
    },
  ],
});
process.stdout.write(JSON.stringify(result));
