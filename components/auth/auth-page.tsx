import type { ReactNode } from 'react';

/** The frame of every public auth screen: one heading, one card. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="content" className="container auth-page">
      <div className="auth-card">
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
