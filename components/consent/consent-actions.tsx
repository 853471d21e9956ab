/**
 * The consent dialog's buttons, each naming its action for consent-runtime.ts. "Reject all" and
 * "Accept all" always look the same (the Greek authority: refusing is as easy and as visible as
 * accepting); only "Save choices" of the settings stands out, as the settings' own answer.
 */
export type ConsentAction = 'reject' | 'accept' | 'settings' | 'save' | 'close';

export function ConsentActions({ actions }: { actions: [ConsentAction, string][] }) {
  return (
    <div className="consent-actions">
      {actions.map(([action, label]) => (
        <button key={action} type="button" className={action === 'save' ? 'button-primary' : 'button-secondary'} data-consent-action={action}>
          {label}
        </button>
      ))}
    </div>
  );
}
