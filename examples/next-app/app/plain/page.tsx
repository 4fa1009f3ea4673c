// A route that embeds nothing.
export default function Plain() {
  return (
    <main>
      <h1>No platform component here</h1>
    </main>
  );
}
