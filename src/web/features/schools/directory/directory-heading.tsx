/** The directory's heading and subtitle (spec "School directory"). */
export function DirectoryHeading() {
  return (
    <header className="mb-8">
      <h1 className="text-4xl font-bold tracking-tight">Schools</h1>
      <p className="mt-2 text-lg text-muted-foreground">
        Browse our network of partner schools across the country
      </p>
    </header>
  )
}
