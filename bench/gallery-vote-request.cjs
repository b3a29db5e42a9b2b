// The gallery bench's vote requests (bench/gallery.bench.ts), loaded by autocannon's worker thread,
// which takes a file rather than a function: each request is a random player, from the voters file
// the bench wrote, voting up or down on a random listed message. Random players keep every player
// far below the 60-votes-a-minute limit.
const { readFileSync } = require('node:fs');

const { tokens, messageIds } = JSON.parse(readFileSync(process.env.GALLERY_BENCH_VOTERS, 'utf8'));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

module.exports = function setUpVote(request) {
  return {
    ...request,
    method: 'PUT',
    path: `/api/community/messages/${pick(messageIds)}/vote`,
    headers: {
      ...request.headers,
      authorization: `Bearer ${pick(tokens)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ voteType: Math.random() < 0.7 ? 'up' : 'down' }),
  };
};
