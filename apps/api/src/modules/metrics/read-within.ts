/** How long a scrape waits for a store (Redis, the database) before answering without its figures. */
const READ_TIMEOUT_MS = 2000;

/** The work's answer, or a rejection once READ_TIMEOUT_MS have passed: a scrape must answer. */
export async function readWithin<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the read timed out')), READ_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
