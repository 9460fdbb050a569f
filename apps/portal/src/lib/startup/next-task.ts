/**
 * Resolves in a later task: what follows runs after the browser has had the main thread back (to paint, to handle a
 * press). A message to itself rather than a timer, as React's scheduler does: no timer clamp, and a test's paused
 * clock does not hold the start-up back.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
