export default function Home() {
  return <h1>Местечко</h1>;
}
