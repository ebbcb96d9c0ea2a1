import { useDocumentTitle } from '@/lib/use-document-title';

/** A route whose screen later work fills: just its heading for now. */
export function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="font-extrabold text-3xl tracking-tight">{title}</h1>
    </main>
  );
}
