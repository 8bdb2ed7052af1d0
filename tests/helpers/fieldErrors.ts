// The messages of a refused save, as the admin shows them beside the fields ({ path, message }).
export const fieldErrors = async (attempt: Promise<unknown>) => {
  try {
    await attempt
  } catch (error) {
    const data = (error as { data?: { errors?: { path: string; message: string }[] } }).data
    return (data?.errors ?? []).map(({ path, message }) => ({ path, message }))
  }
  throw new Error('the save was accepted')
}
