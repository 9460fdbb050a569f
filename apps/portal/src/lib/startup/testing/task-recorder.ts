// For tests of work cut into tasks (decisions 066 and 069): what ran, and what had run by the task after each step.

/**
 * `record(name)` notes a step and posts a message to itself; when that message arrives (in the next task), what had
 * run by then is added to `ranByTheNextTask`. A step run in the same task as the one before, or in a microtask after
 * it, is in the list already.
 */
export function taskRecorder() {
  const ran: string[] = [];
  const ranByTheNextTask: string[][] = [];
  const record = (name: string) => {
    ran.push(name);
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      ranByTheNextTask.push([...ran]);
    };
    port2.postMessage(null);
  };
  return { ran, ranByTheNextTask, record };
}
