'use strict';
// Preloaded (`node -r bench/cpu-profiler.cjs`) into the server by the read-path benchmark: the IPC
// message 'profile-start' starts V8's CPU profiler (what `node --cpu-prof` records), 'profile-stop'
// writes the .cpuprofile to CPU_PROFILE_FILE, so that the profile covers one load window and not the
// boot. (Not signals: Nest's shutdown hooks close the app on SIGUSR2.)
const { Session } = require('node:inspector');
const { writeFileSync } = require('node:fs');

const session = new Session();
session.connect();
let running = false;

process.on('message', (message) => {
  if (message === 'profile-start' && !running) {
    running = true;
    session.post('Profiler.enable', () =>
      session.post('Profiler.setSamplingInterval', { interval: 1000 }, () =>
        session.post('Profiler.start'),
      ),
    );
    return;
  }
  if (message !== 'profile-stop' || !running) return;
  running = false;
  session.post('Profiler.stop', (error, result) => {
    if (error) console.error(error);
    else writeFileSync(process.env.CPU_PROFILE_FILE, JSON.stringify(result.profile));
    process.send?.('profile-written');
  });
});
