/** The `<option>`s of a select whose values are its labels (service, experience and source lists from content). */
export function Options({ values }: { values: readonly string[] }) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </>
  )
}
