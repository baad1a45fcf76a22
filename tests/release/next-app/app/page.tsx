export default function Home() {
  return <p>Better Auth with portico() at /api/auth</p>;
}
