import { notFound } from 'next/navigation';

/** Unknown pages under a partner show the not-found page (SPEC §2). */
export default function UnknownPage(): never {
  notFound();
}
