// The server sends queued mails at each minute's start (src/jobs/index.ts) and then erases the
// body of a mail that carries a secret link (docs/decisions/0034). A test that reads such a link
// from the outbox, as staff would before it is sent, submits early in a minute so that its read
// comes before the next run.
export const clearOfTheMailRun = async (latestSecond = 40) => {
  const second = new Date().getSeconds()
  if (second >= 1 && second <= latestSecond) return
  const wait = second === 0 ? 1_500 : (61 - second) * 1000 + 500
  await new Promise((resolve) => setTimeout(resolve, wait))
}
