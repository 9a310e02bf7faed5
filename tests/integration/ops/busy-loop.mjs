// Preloaded (node --import) only by overload.test.ts into the server it starts: never part of the
// build, so nothing in production can switch it on. SIGUSR2 toggles a busy event loop: 150 ms of
// synchronous work, a 1 ms breath, again, which is what a saturated server's loop looks like.
let busy = false;
function spin() {
  if (!busy) return;
  const end = Date.now() + 150;
  while (Date.now() < end);
  setTimeout(spin, 1);
}
process.on("SIGUSR2", () => {
  busy = !busy;
  if (busy) spin();
});
