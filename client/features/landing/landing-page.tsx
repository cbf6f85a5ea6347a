export default function Placeholder() {
  return <main>Placeholder being built</main>;
}
