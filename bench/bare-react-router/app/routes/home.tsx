export function meta() {
  return [{ title: "رحلات" }];
}

export function loader() {
  return { year: new Date().getUTCFullYear() };
}

export default function Home({ loaderData }: { loaderData: { year: number } }) {
  return (
    <main>
      <h1>رحلات طيران داخلية ودولية</h1>
      <p>ابحث واحجز بأفضل الأسعار.</p>
      <footer>© {loaderData.year}</footer>
    </main>
  );
}
